import { TRAINING_SESSIONS_QUERY } from '@site/schema';
import { isTrainingSession, type TrainingSession } from './training-session';

/** The sessions from the server, with a plain fetch: a public page does not load the GraphQL client. */
export async function fetchTrainingSessions(): Promise<TrainingSession[]> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: TRAINING_SESSIONS_QUERY }),
  });
  if (!response.ok) throw new Error(`Training sessions answered HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { trainingSessions?: unknown } };
  const sessions = body.data?.trainingSessions;
  if (!Array.isArray(sessions) || !sessions.every(isTrainingSession)) throw new Error('Training sessions answer has no list of sessions');
  return sessions;
}
