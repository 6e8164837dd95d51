import {
  CREATE_TRAINING_SESSION_MUTATION,
  type CreateTrainingSessionMutation,
  DELETE_TRAINING_SESSION_MUTATION,
  type DeleteTrainingSessionMutation,
  REGISTER_FOR_TRAINING_MUTATION,
  type RegisterForTrainingMutation,
  TRAINING_REGISTRATIONS_QUERY,
  TRAINING_SESSIONS_QUERY,
  type TrainingRegistrationsQuery,
  type TrainingSessionsQuery,
  UPDATE_TRAINING_SESSION_MUTATION,
  type UpdateTrainingSessionMutation,
  firstError,
} from '@site/schema';
import { FIELD_MESSAGES, type JsonSchema, itemOf, listOf, object, reshape, SUCCESS, succeeded, text } from '../../openapi/json-schema.js';
import { field, submissionIdOf, uploadField } from '../../rest/request-values.js';
import { type ShimError, type ShimRequest, shimRoute } from '../../rest/shim-route.js';

type SessionRow = TrainingSessionsQuery['trainingSessions'][number];
type RegistrationRow = TrainingRegistrationsQuery['trainingRegistrations'][number];

/** Spec §3: `_id` beside `id`. */
function sessionView(session: SessionRow) {
  return { _id: session.id, ...session };
}

/** The admin view: `_id`, and the ID card as the private file's URL. */
function registrationView({ id, idCard, ...rest }: RegistrationRow) {
  return { _id: id, ...rest, idCard: idCard.url };
}

const SESSION_BODY = object(
  {
    title: text(),
    description: text(),
    date: text('YYYY-MM-DD.'),
    time: text(),
    instructor: text(),
    capacity: { type: ['integer', 'string'], description: 'The number of seats.' },
    registered: { type: ['integer', 'string'], description: 'Seats taken already.' },
  },
  ['registered'],
);
const sessionSchema = (session: JsonSchema | undefined) => reshape(session, { set: { _id: text('The same as `id`.') } });

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number field of a JSON body or a form: numbers and numeric text as numbers, empty as null; other text goes on for GraphQL to refuse. */
function numberField(request: ShimRequest, name: string): number | string | null {
  const value = request.body[name];
  if (typeof value === 'number') return value;
  const entered = field(request, name).trim();
  if (entered === '') return null;
  return DECIMAL.test(entered) ? Number(entered) : entered;
}

const sessionInput = (request: ShimRequest) => ({
  title: field(request, 'title'),
  description: field(request, 'description'),
  date: field(request, 'date'),
  time: field(request, 'time'),
  instructor: field(request, 'instructor'),
  capacity: numberField(request, 'capacity'),
  registered: numberField(request, 'registered'),
});

/** The old client shows `error`: the first field's message, as the form shows it. */
function registrationFailure(error: ShimError) {
  return { error: firstError(error.fieldErrors ?? {}) ?? error.message, fields: error.fieldErrors };
}

export const trainingShimRoutes = [
  shimRoute<TrainingSessionsQuery>({
    method: 'GET',
    path: '/api/trainingSessions',
    doc: {
      summary: 'Every training session, with its seats taken',
      access: 'public',
      answer: ({ trainingSessions }) => listOf(sessionSchema(itemOf(trainingSessions))),
    },
    operation: TRAINING_SESSIONS_QUERY,
    respond: ({ trainingSessions }) => ({ body: trainingSessions.map(sessionView) }),
  }),
  shimRoute<CreateTrainingSessionMutation>({
    method: 'POST',
    path: '/api/trainingSessions',
    doc: {
      summary: 'Adds a training session',
      access: 'admin',
      status: 201,
      body: SESSION_BODY,
      answer: ({ createTrainingSession }) => sessionSchema(createTrainingSession),
    },
    operation: CREATE_TRAINING_SESSION_MUTATION,
    variables: (request) => ({ input: sessionInput(request) }),
    respond: ({ createTrainingSession }) => ({ status: 201, body: sessionView(createTrainingSession) }),
  }),
  shimRoute<UpdateTrainingSessionMutation>({
    method: 'PUT',
    path: '/api/trainingSessions/:title',
    doc: {
      summary: 'Changes the training session of that title',
      access: 'admin',
      body: SESSION_BODY,
      answer: ({ updateTrainingSession }) => sessionSchema(updateTrainingSession),
    },
    operation: UPDATE_TRAINING_SESSION_MUTATION,
    variables: (request) => ({ title: request.params.title, input: sessionInput(request) }),
    respond: ({ updateTrainingSession }) => ({ body: sessionView(updateTrainingSession) }),
  }),
  shimRoute<DeleteTrainingSessionMutation>({
    method: 'DELETE',
    path: '/api/trainingSessions/:title',
    doc: { summary: 'Deletes the training session of that title', access: 'admin', answer: () => SUCCESS },
    operation: DELETE_TRAINING_SESSION_MUTATION,
    variables: (request) => ({ title: request.params.title }),
    respond: () => ({ body: { success: true } }),
  }),
  shimRoute<TrainingRegistrationsQuery>({
    method: 'GET',
    path: '/api/trainingRegistrations/:title',
    doc: {
      summary: 'The registrations for the training session of that title',
      access: 'admin',
      answer: ({ trainingRegistrations }) =>
        listOf(reshape(itemOf(trainingRegistrations), { rename: { id: '_id' }, set: { idCard: text('The ID card’s URL, served to the admin only.') } })),
    },
    operation: TRAINING_REGISTRATIONS_QUERY,
    variables: (request) => ({ sessionTitle: request.params.title }),
    respond: ({ trainingRegistrations }) => ({ body: trainingRegistrations.map(registrationView) }),
  }),
  shimRoute<RegisterForTrainingMutation>({
    method: 'POST',
    path: '/api/trainingRegistrations',
    doc: {
      summary: 'Registers for a training session',
      access: 'public',
      status: 201,
      body: object({ sessionTitle: text(), role: text(), fullName: text(), contact: text(), workEmail: text(), organization: text(), employeeId: text() }),
      files: { idCard: 'The ID card, a PNG or JPEG picture.' },
      answer: ({ registerForTraining }) =>
        succeeded({ _id: text(), reference: text('The registration’s reference.'), registeredAt: registerForTraining?.properties?.receivedAt }),
      failure: object({ error: text('The first field’s message, as the form shows it.'), fields: FIELD_MESSAGES }, ['fields']),
    },
    operation: REGISTER_FOR_TRAINING_MUTATION,
    files: ['idCard'],
    variables: (request) => ({
      submissionId: submissionIdOf(request),
      input: {
        sessionTitle: field(request, 'sessionTitle'),
        role: field(request, 'role'),
        fullName: field(request, 'fullName'),
        contact: field(request, 'contact'),
        workEmail: field(request, 'workEmail'),
        organization: field(request, 'organization'),
        employeeId: field(request, 'employeeId'),
      },
      idCard: uploadField(request, 'idCard'),
    }),
    respond: ({ registerForTraining }) => ({
      status: 201,
      body: { success: true, _id: registerForTraining.id, reference: registerForTraining.reference, registeredAt: registerForTraining.receivedAt },
    }),
    failure: registrationFailure,
  }),
];
