import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDevice, json, openTab, removeServiceWorker, setOnline, type Tab } from './test-support';

const FEEDBACK =
  'mutation SubmitEventFeedback($submissionId: String!, $input: EventFeedbackInput!) ' +
  '{ submitEventFeedback(submissionId: $submissionId, input: $input) { id } }';

/**
 * The gateway's per-address write limit as a device sees it: `limit` writes per window, then 429
 * with Retry-After until the window ends; a submissionId it already stored is answered again, not
 * stored twice. The window is one second (Retry-After counts whole seconds) instead of a minute.
 */
function rateLimitedServer(limit: number, windowMs: number) {
  const stored: string[] = [];
  let windowStart = Date.now();
  let inWindow = 0;
  let refusedEarly = 0;
  let refusedUntil = 0;
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      inWindow = 0;
    }
    if (now < refusedUntil) refusedEarly += 1;
    inWindow += 1;
    if (inWindow > limit) {
      const wait = windowStart + windowMs - now;
      refusedUntil = now + wait;
      return new Response('{"error":"Too many submissions"}', { status: 429, headers: { 'retry-after': String(Math.ceil(wait / 1000)) } });
    }
    const { variables } = JSON.parse(String(init?.body)) as { variables: { submissionId: string } };
    if (!stored.includes(variables.submissionId)) stored.push(variables.submissionId);
    return json({ data: { submitEventFeedback: { id: variables.submissionId } } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { stored, fetchMock, refusedEarly: () => refusedEarly };
}

let tab: Tab;
let stop: (() => void) | undefined;

beforeEach(async () => {
  freshDevice();
  tab = await openTab();
});

afterEach(() => {
  stop?.();
  removeServiceWorker();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the outbox against a rate limit', () => {
  it('delivers 60 queued feedbacks against a limit of 20 a window, each once, in order, waiting as told', async () => {
    setOnline(false);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const op = tab.createOperation(
        { kind: 'event-feedback', label: `Feedback ${i}`, query: FEEDBACK, variables: { input: { name: `Visitor ${i}` } } },
        1_000 + i,
      );
      ids.push(op.id);
      expect(await tab.submit(op)).toEqual({ status: 'queued' });
    }
    const server = rateLimitedServer(20, 1_000);
    setOnline(true);
    stop = tab.startOutbox({ intervalMs: 3_600_000 });

    await vi.waitFor(async () => expect(await tab.store.listOperations()).toEqual([]), { timeout: 15_000, interval: 100 });
    expect(server.stored).toEqual(ids);
    // Each refusal stopped the round and nothing was sent again before Retry-After had passed.
    expect(server.fetchMock.mock.calls.length).toBeLessThanOrEqual(60 + 3);
    expect(server.refusedEarly()).toBe(0);
    // The tab's snapshot is refreshed from the store after each delivery, so it may trail the store by one refresh.
    await vi.waitFor(() => expect(tab.getSnapshot()).toMatchObject({ pending: 0, rejected: [] }), { timeout: 2_000 });
  }, 20_000);

  it('keeps a new submission behind the queue while the server asks the device to wait', async () => {
    setOnline(true);
    const server = rateLimitedServer(1, 1_000);
    const first = tab.createOperation({ kind: 'event-feedback', label: 'First', query: FEEDBACK, variables: {} }, 1_000);
    const second = tab.createOperation({ kind: 'event-feedback', label: 'Second', query: FEEDBACK, variables: {} }, 2_000);
    const third = tab.createOperation({ kind: 'event-feedback', label: 'Third', query: FEEDBACK, variables: {} }, 3_000);
    expect(await tab.submit(first)).toMatchObject({ status: 'sent' });
    expect(await tab.submit(second)).toEqual({ status: 'queued' });
    const calls = server.fetchMock.mock.calls.length;
    expect(await tab.submit(third)).toEqual({ status: 'queued' });
    expect(server.fetchMock.mock.calls.length).toBe(calls);

    stop = tab.startOutbox({ intervalMs: 3_600_000 });
    await vi.waitFor(async () => expect(await tab.store.listOperations()).toEqual([]), { timeout: 10_000, interval: 100 });
    expect(server.stored).toEqual([first.id, second.id, third.id]);
  }, 15_000);
});
