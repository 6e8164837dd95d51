import { privateFilesOf } from '../../files/private-file-owner.js';
import type { FeatureModule } from '../feature-module.js';
import { TrainingRegistration } from './training-registration.entity.js';
import { TrainingSession } from './training-session.entity.js';
import { trainingMail } from './training.mail.js';
import { TRAINING_SESSIONS_TAG, TrainingResolver } from './training.resolver.js';
import { trainingShimRoutes } from './training.rest.js';
import { idCardRetention } from './training.retention.js';

export const trainingModule: FeatureModule = {
  entities: [TrainingSession, TrainingRegistration],
  resolvers: [TrainingResolver],
  shimRoutes: trainingShimRoutes,
  mail: [trainingMail],
  retention: [idCardRetention],
  publicReads: { trainingSessions: TRAINING_SESSIONS_TAG },
  // Kept anonymised: the registration is the seat its session counts.
  personalData: [
    {
      kind: 'trainingRegistrations',
      label: 'Training registrations',
      entity: TrainingRegistration,
      people: [{ email: 'workEmail', phone: 'contact', others: ['fullName', 'organization', 'employeeId'] }],
      files: ['idCard'],
      erasure: 'anonymise',
    },
  ],
  privateFiles: [privateFilesOf('training_registrations', 'id_card_id', 'id', { permission: 'training:read', openedAction: 'openIdCard' })],
};
