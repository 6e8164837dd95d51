import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { invalidates } from '../../cache/invalidates.js';
import type { Context } from '../../core/context.js';
import { TrainingRegistration } from './training-registration.entity.js';
import { listTrainingRegistrations, registerForTraining } from './training-registration.service.js';
import { TrainingSession } from './training-session.entity.js';
import { createTrainingSession, deleteTrainingSession, listTrainingSessions, updateTrainingSession } from './training-session.service.js';
import { TrainingRegistrationInput, TrainingRegistrationReceipt, TrainingSessionInput } from './training.types.js';

/** Cache tag of the public sessions, whose seat counts registrations change too. */
export const TRAINING_SESSIONS_TAG = 'trainingSessions';

@Resolver()
export class TrainingResolver {
  @Query(() => [TrainingSession], { description: 'Public. Every session, soonest first.' })
  trainingSessions(@Ctx() { em }: Context): Promise<TrainingSession[]> {
    return listTrainingSessions(em);
  }

  @UseMiddleware(invalidates(TRAINING_SESSIONS_TAG))
  @Mutation(() => TrainingRegistrationReceipt, {
    description: 'Public. Takes one seat of an open, not past session, atomically. Idempotent per submissionId (one seat, one stored ID card).',
  })
  async registerForTraining(
    @Arg('submissionId', () => String, {
      description: 'A key of the client’s choosing: the same submission sent again answers the first one’s result, never a second record.',
    })
    submissionId: string,
    @Arg('input', () => TrainingRegistrationInput, { description: 'The form’s fields.' }) input: TrainingRegistrationInput,
    @Arg('idCard', () => GraphQLUpload, { nullable: true, description: 'A PNG or JPEG up to 5 MB, checked by its bytes. Required.' })
    idCard: Promise<FileUpload> | null | undefined,
    @Ctx() { em, services }: Context,
  ): Promise<TrainingRegistrationReceipt> {
    const registration = await registerForTraining(em, services.files, submissionId, input, idCard);
    return { id: registration.id, receivedAt: registration.receivedAt, reference: registration.reference, sessionTitle: registration.sessionTitle };
  }

  @Authorized('training:read')
  @Query(() => [TrainingRegistration], { description: "Admin. One session's registrations, in the order the seats were taken." })
  trainingRegistrations(
    @Arg('sessionTitle', () => String, { description: 'The training session’s title.' }) sessionTitle: string,
    @Ctx() { em }: Context,
  ): Promise<TrainingRegistration[]> {
    return listTrainingRegistrations(em, sessionTitle);
  }

  @Authorized('training:write')
  @UseMiddleware(invalidates(TRAINING_SESSIONS_TAG))
  @Mutation(() => TrainingSession, { description: 'Admin. Starts with 0 registered.' })
  createTrainingSession(
    @Arg('input', () => TrainingSessionInput, { description: 'The form’s fields.' }) input: TrainingSessionInput,
    @Ctx() { em }: Context,
  ): Promise<TrainingSession> {
    return createTrainingSession(em, input);
  }

  @Authorized('training:write')
  @UseMiddleware(invalidates(TRAINING_SESSIONS_TAG))
  @Mutation(() => TrainingSession, { description: 'Admin. The session is found by its current title; the registered count may be set here only.' })
  updateTrainingSession(
    @Arg('title', () => String, { description: 'The title of the one to act on.' }) title: string,
    @Arg('input', () => TrainingSessionInput, { description: 'The form’s fields.' }) input: TrainingSessionInput,
    @Ctx() { em }: Context,
  ): Promise<TrainingSession> {
    return updateTrainingSession(em, title, input);
  }

  @Authorized('training:write')
  @UseMiddleware(invalidates(TRAINING_SESSIONS_TAG))
  @Mutation(() => Boolean, { description: 'Admin. Deletes the session with its registrations and their ID cards.' })
  deleteTrainingSession(
    @Arg('title', () => String, { description: 'The title of the one to act on.' }) title: string,
    @Ctx() { em, services }: Context,
  ): Promise<boolean> {
    return deleteTrainingSession(em, services.files, title);
  }
}
