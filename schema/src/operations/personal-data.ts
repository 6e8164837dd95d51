/** The personal-data feature's admin documents: what the site holds about a person, and erasing it. */

const PERSONAL_DATA_FIELDS = 'email phone kinds { kind label erasure } records { kind id receivedAt summary files { id name type size url } }';

export const PERSONAL_DATA_QUERY = `query PersonalData($email: String!, $phone: String) { personalData(email: $email, phone: $phone) { ${PERSONAL_DATA_FIELDS} } }`;

export const ERASE_PERSONAL_DATA_MUTATION = `mutation ErasePersonalData($email: String!, $phone: String) {
  erasePersonalData(email: $email, phone: $phone) { rows files kinds { kind label rowsDeleted rowsAnonymised filesDeleted } }
}`;
