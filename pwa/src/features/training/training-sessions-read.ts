import { TRAINING_SESSIONS_QUERY } from '@site/schema';
import { publicQuery } from '../../lib/public-read/public-query';

/** The sessions the training calendar shows; the copy on this device shows them offline. */
export const trainingSessionsRead = publicQuery({ key: 'training.sessions', query: TRAINING_SESSIONS_QUERY, pick: (result) => result.trainingSessions });
