import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  freshDevice,
  graphQLError,
  json,
  networkDown,
  openTab,
  removeServiceWorker,
  sentInit,
  sentJson,
  setOnline,
  stubFetch,
  stubServiceWorker,
  stubWebLocks,
  type Tab,
} from './test-support';

const ENQUIRY =
  'mutation SubmitEnquiry($submissionId: String!, $input: EnquiryInput!) ' +
  '{ submitEnquiry(submissionId: $submissionId, input: $input) { id } }';
const APPLICATION =
  'mutation Apply($submissionId: String!, $input: ApplicationInput!) ' +
  '{ applyForJob(submissionId: $submissionId, input: $input) { id } }';

const accepted = () => json({ data: { submitEnquiry: { id: 'e1' } } });
const unavailable = () => new Response('Service Unavailable', { status: 503 });

let tab: Tab;
const stops: Array<() => void> = [];

function enquiry(name = 'Asha', createdAt = Date.now()) {
  return tab.createOperation(
    {
      kind: 'enquiry',
      label: `Quick enquiry from ${name}`,
      query: ENQUIRY,
      variables: { input: { name, email: 'asha@example.com', phone: '9876543210', enquiry: 'Need a cobot' } },
    },
    createdAt,
  );
}

function start(target: Tab = tab): void {
  // A long interval: these tests drive flushes through events, not the clock.
  stops.push(target.startOutbox({ intervalMs: 3_600_000 }));
}

beforeEach(async () => {
  freshDevice();
  setOnline(true);
  tab = await openTab();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  removeServiceWorker();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('submit', () => {
  it('sends at once when online, once, and leaves nothing stored', async () => {
    const fetchMock = stubFetch(accepted);
    const op = enquiry();

    const result = await tab.submit(op);

    expect(result).toEqual({ status: 'sent', data: { submitEnquiry: { id: 'e1' } } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentJson(fetchMock)[0]).toEqual({ query: ENQUIRY, variables: { ...op.variables, submissionId: op.id } });
    expect(await tab.store.listOperations()).toEqual([]);
    expect(tab.getSnapshot().pending).toBe(0);
  });

  it('stores the submission before sending it, and a flush meanwhile does not send it again', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const op = enquiry();

    const submitted = tab.submit(op);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await tab.store.getOperation(op.id)).toMatchObject({ id: op.id, status: 'pending' });
    await tab.flush();
    expect(tab.getSnapshot().pending).toBe(0); // the form shows "Submitting", not a saved item
    answer.resolve(accepted());

    expect(await submitted).toMatchObject({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await tab.store.listOperations()).toEqual([]);
  });

  it('stores an offline submission and sends it exactly once when the browser is back online', async () => {
    const fetchMock = stubFetch(accepted);
    const delivered = vi.fn();
    tab.onDelivered(delivered);
    setOnline(false);
    start();
    const op = enquiry();

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
    expect(delivered).toHaveBeenCalledExactlyOnceWith(summary);
  });

  it('keeps a submission the server could not take (503) and counts each attempt', async () => {
    stubFetch(unavailable);
    const op = enquiry();

    expect(await tab.submit(op)).toEqual({ status: 'queued' });
    expect(await tab.store.getOperation(op.id)).toMatchObject({ status: 'pending', attempts: 1 });

    await tab.flush();
    expect(await tab.store.getOperation(op.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(tab.getSnapshot()).toMatchObject({ pending: 1, rejected: [] });
  });

  it('sends the same submissionId on every retry', async () => {
    const slowDown = () => graphQLError('TOO_MANY_REQUESTS', 'Slow down');
    const fetchMock = stubFetch(unavailable, networkDown, slowDown, accepted);
    const op = enquiry();

    await tab.submit(op);
    await tab.flush();
    await tab.flush();
    await tab.flush();

    expect(sentJson(fetchMock).map((body) => body.variables.submissionId)).toEqual([op.id, op.id, op.id, op.id]);
    expect(await tab.store.listOperations()).toEqual([]);
  });

  it('hands a validation error back to the open form and stores nothing', async () => {
    const fieldErrors = { phone: 'Phone must be 10 digits' };
    stubFetch(() => graphQLError('BAD_USER_INPUT', 'Invalid enquiry', { fieldErrors }));

    const result = await tab.submit(enquiry());

    expect(result).toEqual({ status: 'rejected', error: { message: 'Invalid enquiry', fieldErrors } });
    expect(await tab.store.listOperations()).toEqual([]);
  });

  it('still sends when this browser cannot store anything, and says so when it cannot send either', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const fetchMock = stubFetch(accepted);

    expect(await tab.submit(enquiry())).toMatchObject({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setOnline(false);
    await expect(tab.submit(enquiry())).rejects.toThrow();
  });
});

describe('flush', () => {
  it('keeps a refused saved submission with its message, counts it, never resends it; dismiss removes it', async () => {
    setOnline(false);
    const op = enquiry();
    await tab.submit(op);
    setOnline(true);
    const fetchMock = stubFetch(() =>
      graphQLError('BAD_USER_INPUT', 'Invalid enquiry', { fieldErrors: { email: 'Enter a valid email' } }),
    );

    await tab.flush();
    await tab.flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const error = { message: 'Invalid enquiry', fieldErrors: { email: 'Enter a valid email' } };
    expect(await tab.store.getOperation(op.id)).toMatchObject({ status: 'rejected', error });
    const snapshot = tab.getSnapshot();
    expect(snapshot.pending).toBe(0);
    expect(snapshot.rejected).toHaveLength(1);
    expect(snapshot.rejected[0]).toMatchObject({ id: op.id, label: 'Quick enquiry from Asha', error });

    await tab.dismiss(op.id);
    expect(await tab.store.listOperations()).toEqual([]);
    expect(tab.getSnapshot().rejected).toEqual([]);
  });

  it('round-trips files through IndexedDB and sends them as multipart with the preflight header', async () => {
    setOnline(false);
    const resume = new File(['%PDF-1.7 resume'], 'asha-resume.pdf', { type: 'application/pdf' });
    const op = tab.createOperation({
      kind: 'application',
      label: 'Application from Asha',
      query: APPLICATION,
      variables: { input: { name: 'Asha', role: 'Robotics Engineer', resume: null } },
      files: { 'variables.input.resume': resume },
    });
    await tab.submit(op);
    setOnline(true);
    const fetchMock = stubFetch(() => json({ data: { applyForJob: { id: 'a1' } } }));

    await tab.flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = sentInit(fetchMock);
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.has('content-type')).toBe(false); // the browser must write it, with the boundary
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: APPLICATION,
      variables: { submissionId: op.id, input: { name: 'Asha', role: 'Robotics Engineer', resume: null } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.resume'] });
    const file = form.get('0') as File;
    expect(file.name).toBe('asha-resume.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 resume');
    expect(await tab.store.listOperations()).toEqual([]);
  });

  it('does not send twice when two flushes are asked for at once or while one runs', async () => {
    setOnline(false);
    await tab.submit(enquiry('Asha', 1_000));
    await tab.submit(enquiry('Ravi', 2_000));
    setOnline(true);
    const firstAnswer = deferred<Response>();
    const fetchMock = stubFetch(() => firstAnswer.promise, accepted);

    const both = Promise.all([tab.flush(), tab.flush()]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const later = tab.flush(); // asked while the first run is waiting for the server
    firstAnswer.resolve(accepted());
    await Promise.all([both, later]);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const names = sentJson(fetchMock).map((body) => (body.variables.input as { name: string }).name);
    expect(names).toEqual(['Asha', 'Ravi']);
    expect(await tab.store.listOperations()).toEqual([]);
  });

  it('does not send twice when two tabs flush together, thanks to the shared Web Lock', async () => {
    stubWebLocks();
    setOnline(false);
    const op = enquiry();
    await tab.submit(op);
    setOnline(true);
    const otherTab = await openTab();
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);

    const flushes = Promise.all([tab.flush(), otherTab.flush()]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer.resolve(accepted());
    await flushes;

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await tab.store.listOperations()).toEqual([]);
  });
});

describe('startOutbox and the service worker', () => {
  it('asks for Background Sync after queuing, and flushes when the service worker asks', async () => {
    const { container, registerSync } = stubServiceWorker();
    setOnline(false);
    start();
    await tab.submit(enquiry());
    await vi.waitFor(() => expect(registerSync).toHaveBeenCalledWith('outbox'));

    setOnline(true);
    const fetchMock = stubFetch(accepted);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'outbox-flush' } }));

    await vi.waitFor(async () => expect(await tab.store.listOperations()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('flushes from the service worker, tells open pages, and fails the sync while something is left', async () => {
    setOnline(false);
    const op = enquiry();
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
