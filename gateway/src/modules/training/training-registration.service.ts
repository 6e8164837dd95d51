import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ID_CARD_RULE, TRAINING_REGISTRATION_MESSAGES, checkRegistrationSession, hasErrors, text, validateTrainingRegistration } from '@site/schema';
import type { FileUpload } from 'graphql-upload-minimal';
import { checkSubmissionId } from '../../db/create-once.js';
import { readableId } from '../../db/readable-id.js';
import type { FileStore } from '../../files/file-store.js';
import { receiveUpload } from '../../files/receive-upload.js';
import type { UploadedFile } from '../../files/uploaded-file.entity.js';
import { InvalidError } from '../../core/errors.js';
import { committed } from '../../core/live-events.js';
import { TrainingRegistration } from './training-registration.entity.js';
import { findTrainingSession } from './training-session.service.js';
import { TrainingSession } from './training-session.entity.js';
import type { TrainingRegistrationInput } from './training.types.js';

// One statement decides whether a seat is left and takes it: concurrent registrations queue on the
// row lock, and each re-checks `registered < capacity` after the one before it committed.
const TAKE_SEAT = 'update training_sessions set registered = registered + 1 where id = ? and registered < capacity returning registered';

/**
 * Registers for a session, taking one seat, exactly once per submissionId: a replay gets the first
 * registration and takes no second seat. The seat and the registration are written in one
 * transaction, so a registration that fails (a concurrent duplicate) gives its seat back.
 */
export async function registerForTraining(
  em: EntityManager,
  files: FileStore,
  submissionId: string,
  input: TrainingRegistrationInput,
  idCardUpload: Promise<FileUpload> | null | undefined,
): Promise<TrainingRegistration> {
  checkSubmissionId(submissionId);
  const idCard = await receiveUpload(idCardUpload, 'idCard', ID_CARD_RULE);
  const existing = await em.findOne(TrainingRegistration, { submissionId });
  if (existing) return existing;
  const errors = validateTrainingRegistration({ ...input, idCard });
  if (hasErrors(errors) || !idCard) throw new InvalidError(errors);

  const stored = await files.save(idCard, 'private');
  try {
    const registration = await em.transactional((tem) => takeSeat(tem, submissionId, input, stored));
    committed(em, { type: 'submissionCreated', kind: 'REGISTRATION', id: registration.id });
    return registration;
  } catch (error) {
    await files.remove(stored);
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(TrainingRegistration, { submissionId });
  }
}

async function takeSeat(tem: EntityManager, submissionId: string, input: TrainingRegistrationInput, idCard: UploadedFile): Promise<TrainingRegistration> {
  const session = await tem.findOne(TrainingSession, { title: text(input.sessionTitle) });
  const refusal = checkRegistrationSession(session ?? undefined);
  if (refusal || !session) throw new InvalidError({ sessionTitle: refusal ?? TRAINING_REGISTRATION_MESSAGES.noSession });
  const taken = await tem.execute<{ registered: number }[]>(TAKE_SEAT, [session.id]);
  if (taken.length === 0) throw new InvalidError({ sessionTitle: TRAINING_REGISTRATION_MESSAGES.fullSession });
  const registration = Object.assign(new TrainingRegistration(), {
    submissionId,
    reference: await unusedReference(tem),
    session,
    role: text(input.role),
    fullName: text(input.fullName),
    contact: text(input.contact),
    workEmail: text(input.workEmail),
    organization: text(input.organization),
    employeeId: text(input.employeeId),
    idCard,
    receivedAt: new Date(),
  });
  await tem.persist(registration).flush();
  return registration;
}

// A day has a million suffixes; checking first makes a clash with an earlier registration impossible.
async function unusedReference(tem: EntityManager): Promise<string> {
  for (;;) {
    const reference = readableId('TR');
    if ((await tem.count(TrainingRegistration, { reference })) === 0) return reference;
  }
}

/** A session's registrations, in the order the seats were taken. */
export async function listTrainingRegistrations(em: EntityManager, sessionTitle: string): Promise<TrainingRegistration[]> {
  const session = await findTrainingSession(em, sessionTitle);
  return em.find(TrainingRegistration, { session }, { orderBy: { receivedAt: 'asc' } });
}
