import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  CREATE_TRAINING_SESSION_MUTATION,
  DELETE_TRAINING_SESSION_MUTATION,
  TRAINING_REGISTRATIONS_QUERY,
  TRAINING_SESSIONS_QUERY,
  UPDATE_TRAINING_SESSION_MUTATION,
  type CreateTrainingSessionMutation,
  type CreateTrainingSessionMutationVariables,
  type DeleteTrainingSessionMutation,
  type DeleteTrainingSessionMutationVariables,
  type TrainingRegistrationsQuery,
  type TrainingRegistrationsQueryVariables,
  type TrainingSessionsQuery,
  type UpdateTrainingSessionMutation,
  type UpdateTrainingSessionMutationVariables,
} from '@site/schema';

export type AdminRegistration = TrainingRegistrationsQuery['trainingRegistrations'][number];

// The documents are written once in @site/schema; here they get their types for Apollo.
export const SESSIONS: TypedDocumentNode<TrainingSessionsQuery, Record<string, never>> = gql(TRAINING_SESSIONS_QUERY);

export const REGISTRATIONS: TypedDocumentNode<TrainingRegistrationsQuery, TrainingRegistrationsQueryVariables> = gql(TRAINING_REGISTRATIONS_QUERY);

export const CREATE_SESSION: TypedDocumentNode<CreateTrainingSessionMutation, CreateTrainingSessionMutationVariables> = gql(CREATE_TRAINING_SESSION_MUTATION);

export const UPDATE_SESSION: TypedDocumentNode<UpdateTrainingSessionMutation, UpdateTrainingSessionMutationVariables> = gql(UPDATE_TRAINING_SESSION_MUTATION);

export const DELETE_SESSION: TypedDocumentNode<DeleteTrainingSessionMutation, DeleteTrainingSessionMutationVariables> = gql(DELETE_TRAINING_SESSION_MUTATION);
