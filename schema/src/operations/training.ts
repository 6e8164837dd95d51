/**
 * The training feature's GraphQL documents, written once for the PWA, the REST shim rows and the tests.
 * Field lists are shared so every reader of a session or a registration sees the same shape.
 */

export const TRAINING_SESSION_FIELDS = 'id title description date time instructor capacity registered';

export const TRAINING_REGISTRATION_FIELDS =
  'id reference sessionTitle role fullName contact workEmail organization employeeId registeredAt idCard { id name type url }';

export const TRAINING_SESSIONS_QUERY = `query TrainingSessions { trainingSessions { ${TRAINING_SESSION_FIELDS} } }`;

export const CREATE_TRAINING_SESSION_MUTATION = `mutation CreateTrainingSession($input: TrainingSessionInput!) {
  createTrainingSession(input: $input) { ${TRAINING_SESSION_FIELDS} }
}`;

export const UPDATE_TRAINING_SESSION_MUTATION = `mutation UpdateTrainingSession($title: String!, $input: TrainingSessionInput!) {
  updateTrainingSession(title: $title, input: $input) { ${TRAINING_SESSION_FIELDS} }
}`;

export const DELETE_TRAINING_SESSION_MUTATION = `mutation DeleteTrainingSession($title: String!) { deleteTrainingSession(title: $title) }`;

export const TRAINING_REGISTRATIONS_QUERY = `query TrainingRegistrations($sessionTitle: String!) {
  trainingRegistrations(sessionTitle: $sessionTitle) { ${TRAINING_REGISTRATION_FIELDS} }
}`;

export const REGISTER_FOR_TRAINING_MUTATION = `mutation RegisterForTraining($submissionId: String!, $input: TrainingRegistrationInput!, $idCard: Upload) {
  registerForTraining(submissionId: $submissionId, input: $input, idCard: $idCard) { id reference sessionTitle receivedAt }
}`;
