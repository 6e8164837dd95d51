import { addDays, todayInKolkata } from '@site/schema';
import { deleteWithFiles, type RetentionRule } from '../../retention/retention-rule.js';
import { TrainingRegistration } from './training-registration.entity.js';

/**
 * A registration holds the ID card image, which is required with it, so the registration goes with
 * its card RETENTION_ID_CARD_DAYS after the session's (Kolkata) day; the session and its seat count stay.
 */
export const idCardRetention: RetentionRule = {
  name: 'idCards',
  days: (retention) => retention.idCardDays,
  sweep(em, files, now, days) {
    const lastKeptDay = addDays(todayInKolkata(now), -days);
    return deleteWithFiles(
      em,
      files,
      (tem, limit) => tem.find(TrainingRegistration, { session: { date: { $lt: lastKeptDay } } }, { limit }),
      (registration) => registration.idCard,
    );
  },
};
