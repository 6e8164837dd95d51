// Test helpers for the outbox (imported by its *.test.ts files only, never by the app).
import { validEnquiry } from '@site/schema/test/factories';
import { IDBFactory } from 'fake-indexeddb';
import { vi, type Mock } from 'vitest';
import { openOutboxDatabase } from './store';

const nativeClone = globalThis.structuredClone;

/**
 * fake-indexeddb copies values with Node's structuredClone, which cannot copy happy-dom's Blobs,
 * while a browser's IndexedDB can. This clone copies Blobs like the least helpful browser: a File
 * comes back as a plain Blob, without its name.
 */
function browserLikeClone(value: unknown): unknown {
  if (value instanceof Blob) return new Blob([value], { type: value.type });
  if (Array.isArray(value)) return value.map(browserLikeClone);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, browserLikeClone(item)]));
  }
  return nativeClone(value);
}

/** A device with an empty IndexedDB that keeps Blobs. */
export function freshDevice(): void {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('structuredClone', browserLikeClone);
}

/** A fresh device, online, and a newly opened tab on it: where each outbox test begins. */
export async function freshOnlineTab(): Promise<Tab> {
  freshDevice();
  setOnline(true);
  return openTab();
}

/** Undoes what an outbox test stubbed: fetch, IndexedDB, the network state, Web Locks, the service worker. */
export function restoreDevice(): void {
  removeServiceWorker();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

/** The outbox as a newly opened tab (or service worker) sees it: its own module state, the device's database. */
export async function openTab() {
  vi.resetModules();
  const [queue, delivery, snapshot, outbox, store, { createOperation }] = await Promise.all([
    import('./queue'),
    import('./delivery'),
    import('./snapshot'),
    import('./outbox'),
    import('./store'),
    import('./operation'),
  ]);
  return { ...queue, ...delivery, ...snapshot, ...outbox, store, createOperation };
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/**
 * Makes the device refuse to save into the outbox, as a closed or broken IndexedDB does, until the
 * test's mocks are restored; the page's connection stays open for the tests after it.
 */
export async function refuseOutboxSaves(): Promise<void> {
  const db = await openOutboxDatabase();
  vi.spyOn(db, 'transaction').mockImplementation(() => {
    throw new DOMException('The database connection is closing.', 'InvalidStateError');
  });
}

export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

export type FetchMock = Mock<typeof fetch>;

/** Replaces fetch; each call gets the next answer, the last one repeating. */
export function stubFetch(...answers: Array<() => Response | Promise<Response>>): FetchMock {
  let call = 0;
  const fetchMock: FetchMock = vi.fn(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error('stubFetch needs at least one answer');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function graphQLError(code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ errors: [{ message, extensions: { code, ...extra } }], data: null });
}

export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/** The JSON bodies fetch was called with, in order. */
export function sentJson(fetchMock: FetchMock): Array<{ query: string; variables: Record<string, unknown> }> {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as never);
}

/** The init (method, headers, body, credentials) of the n-th fetch call. */
export function sentInit(fetchMock: FetchMock, n = 0): RequestInit {
  const init = fetchMock.mock.calls[n]?.[1];
  if (!init) throw new Error(`fetch call ${n} was not made`);
  return init;
}

/** A promise with its resolver, for holding a fetch open while something else happens. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Web Locks for a device whose tabs all share this object: one holder per name at a time. */
export function stubWebLocks(): void {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>): Promise<unknown> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  vi.spyOn(navigator, 'locks', 'get').mockReturnValue({ request } as unknown as LockManager);
}

/** A service worker container whose registration has Background Sync. Returns it and the sync spy. */
export function stubServiceWorker(): { container: EventTarget; registerSync: Mock<(tag: string) => Promise<void>> } {
  const registerSync = vi.fn(async (_tag: string) => undefined);
  const container = Object.assign(new EventTarget(), {
    getRegistration: async () => ({ sync: { register: registerSync } }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, get: () => container });
  return { container, registerSync };
}

export function removeServiceWorker(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

export const ENQUIRY =
  'mutation SubmitEnquiry($submissionId: String!, $input: EnquiryInput!) ' + '{ submitEnquiry(submissionId: $submissionId, input: $input) { id } }';

/** The server's answer to ENQUIRY when it stores the enquiry. */
export const accepted = () => json({ data: { submitEnquiry: { id: 'e1' } } });
export const unavailable = () => new Response('Service Unavailable', { status: 503 });

/** A quick enquiry from `name`, made in `tab`, created at `createdAt` (which orders the queue). */
export function enquiry(tab: Tab, name = 'Asha', createdAt = Date.now()) {
  return tab.createOperation(
    {
      kind: 'enquiry',
      label: `Quick enquiry from ${name}`,
      query: ENQUIRY,
      variables: { input: validEnquiry({ name }) },
    },
    createdAt,
  );
}
