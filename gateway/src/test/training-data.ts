import { randomUUID } from 'node:crypto';
import { CREATE_TRAINING_SESSION_MUTATION, REGISTER_FOR_TRAINING_MUTATION, kolkataDateOf } from '@site/schema';
import { pngBytes } from './file-fixtures.js';
import { type TestFile, graphqlWithFiles } from './multipart.js';
import type { TestServer } from './test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Kolkata date `days` from now (negative for the past). */
export function kolkataDayFromNow(days: number): string {
  return kolkataDateOf(new Date(Date.now() + days * DAY_MS));
}

export function sessionInput(overrides: Record<string, unknown> = {}) {
  return {
    title: `PLC Basics ${randomUUID().slice(0, 8)}`,
    description: 'Ladder logic on the training kit.',
    date: kolkataDayFromNow(10),
    time: '10:00 AM - 1:00 PM',
    instructor: 'Ravi Kumar',
    capacity: 20,
    ...overrides,
  };
}

export interface SessionRow {
  id: string;
  title: string;
  date: string;
  capacity: number;
  registered: number;
}

/** A session created through the real admin mutation. */
export async function createSession(t: TestServer, overrides: Record<string, unknown> = {}): Promise<SessionRow> {
  const result = await t.graphql<{ createTrainingSession: SessionRow }>(
    CREATE_TRAINING_SESSION_MUTATION,
    { input: sessionInput(overrides) },
    await t.adminToken(),
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createTrainingSession;
}

export function registrationInput(sessionTitle: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionTitle,
    role: 'Working Professional',
    fullName: 'Asha Rao',
    contact: '9876543210',
    workEmail: 'asha@company.in',
    organization: 'ABC Industries',
    employeeId: 'E-1024',
    ...overrides,
  };
}

export type Receipt = { registerForTraining: { id: string; reference: string; sessionTitle: string; receivedAt: string } };

export function register(t: TestServer, sessionTitle: string, options: { id?: string; idCard?: TestFile | null; input?: Record<string, unknown> } = {}) {
  const idCard = options.idCard === undefined ? { name: 'card.png', bytes: pngBytes() } : options.idCard;
  return graphqlWithFiles<Receipt>(
    t,
    REGISTER_FOR_TRAINING_MUTATION,
    { submissionId: options.id ?? randomUUID(), input: registrationInput(sessionTitle, options.input) },
    idCard ? { idCard } : {},
  );
}
