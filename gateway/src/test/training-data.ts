import { randomUUID } from 'node:crypto';
import {
  CREATE_TRAINING_SESSION_MUTATION,
  REGISTER_FOR_TRAINING_MUTATION,
  kolkataDateOf,
  type TrainingRegistrationInput,
  type TrainingSessionInput,
} from '@site/schema';
import { validTrainingRegistration, validTrainingSession } from '@site/schema/test/factories';
import { pngBytes } from './file-fixtures.js';
import { type TestFile, graphqlWithFiles } from './multipart.js';
import type { TestServer } from './test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Kolkata date `days` from now (negative for the past). */
export function kolkataDayFromNow(days: number): string {
  return kolkataDateOf(new Date(Date.now() + days * DAY_MS));
}

/** A session no test has created yet: its own title (titles are unique), ten days ahead so it takes registrations. */
export function sessionInput(overrides: Partial<TrainingSessionInput> = {}): TrainingSessionInput {
  return validTrainingSession({ title: `PLC Basics ${randomUUID().slice(0, 8)}`, date: kolkataDayFromNow(10), ...overrides });
}

export interface SessionRow {
  id: string;
  title: string;
  date: string;
  capacity: number;
  registered: number;
}

/** A session created through the real admin mutation. */
export async function createSession(t: TestServer, overrides: Partial<TrainingSessionInput> = {}): Promise<SessionRow> {
  const result = await t.graphql<{ createTrainingSession: SessionRow }>(
    CREATE_TRAINING_SESSION_MUTATION,
    { input: sessionInput(overrides) },
    await t.adminToken(),
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createTrainingSession;
}

export type Receipt = { registerForTraining: { id: string; reference: string; sessionTitle: string; receivedAt: string } };

export function register(
  t: TestServer,
  sessionTitle: string,
  options: { id?: string; idCard?: TestFile | null; input?: Partial<TrainingRegistrationInput> } = {},
) {
  const idCard = options.idCard === undefined ? { name: 'card.png', bytes: pngBytes() } : options.idCard;
  return graphqlWithFiles<Receipt>(
    t,
    REGISTER_FOR_TRAINING_MUTATION,
    { submissionId: options.id ?? randomUUID(), input: validTrainingRegistration({ sessionTitle, ...options.input }) },
    idCard ? { idCard } : {},
  );
}
