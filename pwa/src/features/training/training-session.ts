/** A session as the calendar reads it from `trainingSessions`. */
export interface TrainingSession {
  id: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, a day in Asia/Kolkata. */
  date: string;
  time: string;
  instructor: string;
  capacity: number;
  registered: number;
}

export function isTrainingSession(value: unknown): value is TrainingSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['id', 'title', 'description', 'date', 'time', 'instructor'].every((key) => typeof v[key] === 'string') &&
    typeof v.capacity === 'number' &&
    typeof v.registered === 'number'
  );
}
