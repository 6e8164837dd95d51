import type { EntityClass } from '@mikro-orm/core';

/** The columns that name one person in a row: how to find them, and what else to blank when the row is kept. */
export interface PersonFields {
  /** The property holding their e-mail address. */
  email?: string;
  /** The property holding their phone number. */
  phone?: string;
  /** Other properties about the same person (name, organisation, ...), blanked when the row is kept anonymised. */
  others?: readonly string[];
}

/** Every property that names or describes `person`: what anonymising a row blanks. */
export function fieldsOf(person: PersonFields): string[] {
  return [person.email, person.phone, ...(person.others ?? [])].filter((property): property is string => property !== undefined);
}

/**
 * A table that holds visitors' personal data, declared by the feature that owns it so the personal-data
 * feature can find, export and erase a person's rows without knowing any feature (decision 033).
 * `delete`: the row is that person's and goes. `anonymise`: the row also counts something that must stay
 * right (a session's seats, feedback answers), so it stays with the person's fields blanked.
 */
export interface PersonalDataSource {
  /** Its name in answers and in the export: `enquiries`, `trainingRegistrations`, ... */
  kind: string;
  /** What the dashboard calls it. */
  label: string;
  entity: EntityClass<object>;
  /** Every person a row may name (a feedback names a student, a HOD and a principal). */
  people: readonly PersonFields[];
  /** Properties holding the row's uploaded files (resume, ID card, attachment). */
  files?: readonly string[];
  erasure: 'delete' | 'anonymise';
}
