import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accepted,
  enquiry,
  freshOnlineTab,
  graphQLError,
  networkDown,
  openTab,
  restoreDevice,
  sentJson,
  setOnline,
  stubFetch,
  stubServiceWorker,
  unavailable,
  type Tab,
} from './test-support';

// The outbox as a whole: a submission from the form to the server, and the page's and the worker's
// start. Each part's own behaviour is tested beside it (queue, delivery, cross-tab, send).

let tab: Tab;
const stops: Array<() => void> = [];

function start(target: Tab = tab): void {
  // A long interval: these tests drive flushes through events, not the clock.
  stops.push(target.startOutbox({ intervalMs: 3_600_000 }));
}

beforeEach(async () => {
  tab = await freshOnlineTab();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  restoreDevice();
});

describe('submit, then delivery', () => {
  it('stores an offline submission and sends it exactly once when the browser is back online', async () => {
    const fetchMock = stubFetch(accepted);
    // What the page's outbox notice sees: each delivery is a new lastDelivered in the snapshot.
    const delivered: unknown[] = [];
    tab.subscribe(() => {
      const { lastDelivered } = tab.getSnapshot();
      if (lastDelivered && !delivered.includes(lastDelivered)) delivered.push(lastDelivered);
    });
    setOnline(false);
    start();
    const op = enquiry(tab);

    expect(await tab.submit(op)).toEqual({ status: 'queued' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await tab.store.listOperations()).toHaveLength(1);
    expect(tab.getSnapshot().pending).toBe(1);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await tab.store.listOperations()).toEqual([]));
    window.dispatchEvent(new Event('online'));
    await tab.flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentJson(fetchMock)[0]?.variables.submissionId).toBe(op.id);
    const summary = { id: op.id, kind: 'enquiry', label: 'Quick enquiry from Asha' };
    expect(tab.getSnapshot()).toEqual({ pending: 0, rejected: [], lastDelivered: summary });
    expect(delivered).toEqual([summary]);
  });

  it('sends the same submissionId on every retry', async () => {
    const slowDown = () => graphQLError('TOO_MANY_REQUESTS', 'Slow down');
    const fetchMock = stubFetch(unavailable, networkDown, slowDown, accepted);
    const op = enquiry(tab);

    await tab.submit(op);
    await tab.flush();
    await tab.flush();
    await tab.flush();

    expect(sentJson(fetchMock).map((body) => body.variables.submissionId)).toEqual([op.id, op.id, op.id, op.id]);
    expect(await tab.store.listOperations()).toEqual([]);
  });
});

describe('startOutbox and the service worker', () => {
  it('asks for Background Sync after queuing, and flushes when the service worker asks', async () => {
    const { container, registerSync } = stubServiceWorker();
    setOnline(false);
    start();
    await tab.submit(enquiry(tab));
    await vi.waitFor(() => expect(registerSync).toHaveBeenCalledWith('outbox'));

    setOnline(true);
    const fetchMock = stubFetch(accepted);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'outbox-flush' } }));

    await vi.waitFor(async () => expect(await tab.store.listOperations()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('flushes from the service worker, tells open pages, and fails the sync while something is left', async () => {
    setOnline(false);
    const op = enquiry(tab);
    await tab.submit(op);
    const page = tab;
    start(page);
    await page.flush(); // the page's first flush, still offline
    setOnline(true);
    const worker = await openTab();

    stubFetch(unavailable);
    await expect(worker.syncFromServiceWorker()).rejects.toThrow();

    stubFetch(accepted);
    await expect(worker.syncFromServiceWorker()).resolves.toBeUndefined();
    expect(await worker.store.listOperations()).toEqual([]);
    await vi.waitFor(() =>
      expect(page.getSnapshot()).toEqual({
        pending: 0,
        rejected: [],
        lastDelivered: { id: op.id, kind: 'enquiry', label: 'Quick enquiry from Asha' },
      }),
    );
  });
});
