import type { TrainingSessionsQuery } from '@site/schema';

/** A session as the calendar reads it from `trainingSessions`; its `date` is YYYY-MM-DD, a day in Asia/Kolkata. */
export type TrainingSession = TrainingSessionsQuery['trainingSessions'][number];

export function isTrainingSession(value: unknown): value is TrainingSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['id', 'title', 'description', 'date', 'time', 'instructor'].every((key) => typeof v[key] === 'string') &&
    typeof v.capacity === 'number' &&
    typeof v.registered === 'number'
  );
}
