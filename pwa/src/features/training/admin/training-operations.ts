import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  CREATE_TRAINING_SESSION_MUTATION,
  DELETE_TRAINING_SESSION_MUTATION,
  TRAINING_REGISTRATIONS_QUERY,
  TRAINING_SESSIONS_QUERY,
  UPDATE_TRAINING_SESSION_MUTATION,
} from '@site/schema';
import type { TrainingSession } from '../training-session';

export interface AdminRegistration {
  id: string;
  reference: string;
  sessionTitle: string;
  role: string;
  fullName: string;
  contact: string;
  workEmail: string;
  organization: string;
  employeeId: string;
  registeredAt: string;
  idCard: { id: string; name: string; type: string; url: string };
}

export interface SessionInput {
  title: string;
  description: string;
  date: string;
  time: string;
  instructor: string;
  capacity: number | null;
  registered: number | null;
}

// The documents are written once in @site/schema; here they get their types for Apollo.
export const SESSIONS: TypedDocumentNode<{ trainingSessions: TrainingSession[] }, Record<string, never>> = gql(TRAINING_SESSIONS_QUERY);

export const REGISTRATIONS: TypedDocumentNode<{ trainingRegistrations: AdminRegistration[] }, { sessionTitle: string }> =
  gql(TRAINING_REGISTRATIONS_QUERY);

export const CREATE_SESSION: TypedDocumentNode<{ createTrainingSession: TrainingSession }, { input: SessionInput }> =
  gql(CREATE_TRAINING_SESSION_MUTATION);

export const UPDATE_SESSION: TypedDocumentNode<{ updateTrainingSession: TrainingSession }, { title: string; input: SessionInput }> =
  gql(UPDATE_TRAINING_SESSION_MUTATION);

export const DELETE_SESSION: TypedDocumentNode<{ deleteTrainingSession: boolean }, { title: string }> = gql(DELETE_TRAINING_SESSION_MUTATION);
