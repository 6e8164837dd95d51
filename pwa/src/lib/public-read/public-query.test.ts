import { TRAINING_SESSIONS_QUERY } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { json, sentJson, stubFetch } from '../outbox/test-support';
import { publicQuery } from './public-query';

const sessionsRead = publicQuery({ key: 'test.sessions', query: TRAINING_SESSIONS_QUERY, pick: (result) => result.trainingSessions });

describe('publicQuery', () => {
  it('posts the document to /graphql and answers the part of the result it picks', async () => {
    const fetch = stubFetch(() => json({ data: { trainingSessions: [] } }));
    await expect(sessionsRead.load()).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    expect(sentJson(fetch)).toEqual([{ query: TRAINING_SESSIONS_QUERY }]);
    expect(sessionsRead.source).toBe(TRAINING_SESSIONS_QUERY);
  });

  it('fails on an HTTP error and on an answer with errors, even beside data', async () => {
    stubFetch(
      () => new Response('Service Unavailable', { status: 503 }),
      () => json({ errors: [{ message: 'Too complex' }], data: null }),
      () => json({ errors: [{ message: 'One field failed' }], data: { trainingSessions: [] } }),
    );
    await expect(sessionsRead.load()).rejects.toThrow('HTTP 503');
    await expect(sessionsRead.load()).rejects.toThrow('without the data');
    await expect(sessionsRead.load()).rejects.toThrow('without the data');
  });
});
