import { privateFilesOf } from '../../files/private-file-owner.js';
import type { FeatureModule } from '../feature-module.js';
import { TrainingRegistration } from './training-registration.entity.js';
import { TrainingSession } from './training-session.entity.js';
import { trainingMail } from './training.mail.js';
import { TRAINING_SESSIONS_TAG, TrainingResolver } from './training.resolver.js';
import { trainingShimRoutes } from './training.rest.js';

export const trainingModule: FeatureModule = {
  entities: [TrainingSession, TrainingRegistration],
  resolvers: [TrainingResolver],
  shimRoutes: trainingShimRoutes,
  mail: [trainingMail],
  publicReads: { trainingSessions: TRAINING_SESSIONS_TAG },
  privateFiles: [privateFilesOf('training_registrations', 'id_card_id', 'id', { permission: 'training:read', openedAction: 'openIdCard' })],
};
