import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRAINING_SESSION_MESSAGES, hasErrors, text, validateTrainingSession } from '@site/schema';
import type { FileStore } from '../../files/file-store.js';
import { InvalidError, NotFoundError } from '../../core/errors.js';
import { TrainingRegistration } from './training-registration.entity.js';
import { TrainingSession } from './training-session.entity.js';
import type { TrainingSessionInput } from './training.types.js';

/** Soonest first, so the calendar and the admin list read in date order. */
export function listTrainingSessions(em: EntityManager): Promise<TrainingSession[]> {
  return em.find(TrainingSession, {}, { orderBy: { date: 'asc', title: 'asc' } });
}

export async function findTrainingSession(em: EntityManager, title: string): Promise<TrainingSession> {
  const session = await em.findOne(TrainingSession, { title: text(title) });
  if (!session) throw new NotFoundError('Training session');
  return session;
}

function checkSession(input: TrainingSessionInput, withRegistered: boolean): void {
  const errors = validateTrainingSession(withRegistered ? input : { ...input, registered: undefined });
  if (hasErrors(errors)) throw new InvalidError(errors);
}

function applyFields(session: TrainingSession, input: TrainingSessionInput): void {
  session.title = text(input.title);
  session.description = text(input.description);
  session.date = text(input.date);
  session.time = text(input.time);
  session.instructor = text(input.instructor);
  session.capacity = Number(input.capacity);
}

/** The title is unique; a clash is the admin's to fix, so it answers like any other field. */
async function flushUniqueTitle(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new InvalidError({ title: TRAINING_SESSION_MESSAGES.titleTaken });
    throw error;
  }
}

/** A new session starts with no seats taken, whatever `registered` says. */
export async function createTrainingSession(em: EntityManager, input: TrainingSessionInput): Promise<TrainingSession> {
  checkSession(input, false);
  const session = new TrainingSession();
  applyFields(session, input);
  em.persist(session);
  await flushUniqueTitle(em);
  return session;
}

/** Only here can the registered count be set (an admin correcting it); omitted, it stays. */
export async function updateTrainingSession(em: EntityManager, title: string, input: TrainingSessionInput): Promise<TrainingSession> {
  checkSession(input, true);
  const session = await findTrainingSession(em, title);
  applyFields(session, input);
  if (input.registered !== null && input.registered !== undefined) session.registered = input.registered;
  await flushUniqueTitle(em);
  return session;
}

/** Deletes the session with its registrations and their ID cards, the files on disk once the rows are gone. */
export async function deleteTrainingSession(em: EntityManager, files: FileStore, title: string): Promise<boolean> {
  const session = await findTrainingSession(em, title);
  const registrations = await em.find(TrainingRegistration, { session });
  for (const registration of registrations) em.remove(registration).remove(registration.idCard);
  em.remove(session);
  await em.flush();
  await Promise.all(registrations.map((registration) => files.remove(registration.idCard)));
  return true;
}
