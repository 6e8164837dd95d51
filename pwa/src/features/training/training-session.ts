import type { TrainingSessionsQuery } from '@site/schema';

/** A session as the calendar reads it from `trainingSessions`; its `date` is YYYY-MM-DD, a day in Asia/Kolkata. */
export type TrainingSession = TrainingSessionsQuery['trainingSessions'][number];
