import {
  CREATE_TRAINING_SESSION_MUTATION,
  DELETE_TRAINING_SESSION_MUTATION,
  TRAINING_REGISTRATIONS_QUERY,
  TRAINING_SESSIONS_QUERY,
  UPDATE_TRAINING_SESSION_MUTATION,
  type TrainingRegistrationsQuery,
} from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type AdminRegistration = TrainingRegistrationsQuery['trainingRegistrations'][number];

export const SESSIONS = apolloDocument(TRAINING_SESSIONS_QUERY);
export const REGISTRATIONS = apolloDocument(TRAINING_REGISTRATIONS_QUERY);
export const CREATE_SESSION = apolloDocument(CREATE_TRAINING_SESSION_MUTATION);
export const UPDATE_SESSION = apolloDocument(UPDATE_TRAINING_SESSION_MUTATION);
export const DELETE_SESSION = apolloDocument(DELETE_TRAINING_SESSION_MUTATION);
