import type { OperationError, QueuedOperation } from './operation';

export type SendResult =
  | { kind: 'delivered'; data: Record<string, unknown> }
  /** The server will never accept it as it is: the visitor must read the error and fix it. */
  | { kind: 'rejected'; error: OperationError }
  /** Worth sending again later, unchanged; not before `retryAfterMs` when the server said so. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number };

export interface SendOptions {
  /** The GraphQL endpoint; relative addresses resolve against the page or the service worker. */
  endpoint?: string;
  /** Gives up on an answer that never comes, so a stuck request does not hold the outbox lock forever. */
  timeoutMs?: number;
}

export type SendableOperation = Pick<QueuedOperation, 'query' | 'variables' | 'files'>;

// Long enough for the largest upload (10 MB) on a slow mobile connection.
const DEFAULT_TIMEOUT_MS = 120_000;

// Server-side trouble that the same request may get past later; every other code is the request's fault.
const TRANSIENT_CODES = new Set(['TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR']);

const ACCEPT = 'application/graphql-response+json, application/json';

/** Sends one operation once and says what to do with it next. Never throws. */
export async function sendOperation(
  operation: SendableOperation,
  { endpoint = '/graphql', timeoutMs = DEFAULT_TIMEOUT_MS }: SendOptions = {},
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      ...requestBody(operation),
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  } catch (error) {
    return retry(`network error: ${describe(error)}`);
  }

  const { status } = response;
  if (status >= 500 || status === 408 || status === 429) return retry(`HTTP ${status}`, retryAfterMs(response));

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return retry(`answer cut off: ${describe(error)}`);
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A 2xx page that is not JSON comes from a captive portal or a proxy, not from our server.
    return status >= 400 ? refused(status) : retry(`HTTP ${status} answer is not JSON`);
  }

  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  if (errors.length > 0) return fromGraphQLErrors(errors);
  if (status >= 400) return refused(status);
  if (isRecord(body) && isRecord(body.data)) return { kind: 'delivered', data: body.data };
  return retry(`HTTP ${status} answer has no data`);
}

function requestBody(operation: SendableOperation): { headers: Record<string, string>; body: BodyInit } {
  const files = Object.entries(operation.files);
  if (files.length === 0) {
    return {
      headers: { 'content-type': 'application/json', accept: ACCEPT },
      body: JSON.stringify({ query: operation.query, variables: operation.variables }),
    };
  }

  // The GraphQL multipart request spec: the files' places hold null, `map` says which part fills which.
  const operations: Record<string, unknown> = {
    query: operation.query,
    variables: JSON.parse(JSON.stringify(operation.variables)) as unknown,
  };
  const map: Record<string, string[]> = {};
  files.forEach(([path], index) => {
    setNull(operations, path);
    map[String(index)] = [path];
  });

  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  files.forEach(([, file], index) => {
    if (file.name === undefined) form.append(String(index), file);
    else form.append(String(index), file, file.name);
  });
  // No content-type: the browser writes it with the boundary. The preflight header satisfies
  // Apollo's CSRF prevention, which refuses multipart requests without it.
  return { headers: { 'apollo-require-preflight': 'true', accept: ACCEPT }, body: form };
}

/** Sets `path` (dot-separated, numbers index arrays) to null, creating what is missing on the way. */
function setNull(root: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  let target = root;
  keys.slice(0, -1).forEach((key, i) => {
    const next = target[key];
    if (isRecord(next) || Array.isArray(next)) {
      target = next as Record<string, unknown>;
    } else {
      const created = /^\d+$/.test(keys[i + 1]!) ? [] : {};
      target[key] = created;
      target = created as Record<string, unknown>;
    }
  });
  target[keys[keys.length - 1]!] = null;
}

function fromGraphQLErrors(errors: Record<string, unknown>[]): SendResult {
  const codes = errors.map((error) => (isRecord(error.extensions) ? error.extensions.code : undefined));
  const blocking = errors.find((_, i) => !TRANSIENT_CODES.has(codes[i] as string));
  if (!blocking) return retry(`server error: ${errors.map(messageOf).join('; ')}`);

  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    const fields = isRecord(error.extensions) ? error.extensions.fieldErrors : undefined;
    if (!isRecord(fields)) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (typeof message === 'string') fieldErrors[field] = message;
    }
  }
  const error: OperationError = { message: messageOf(blocking) };
  if (Object.keys(fieldErrors).length > 0) error.fieldErrors = fieldErrors;
  return { kind: 'rejected', error };
}

function refused(status: number): SendResult {
  return { kind: 'rejected', error: { message: `The server refused the request (HTTP ${status}).` } };
}

function retry(reason: string, waitMs?: number): SendResult {
  return waitMs === undefined ? { kind: 'retry', reason } : { kind: 'retry', reason, retryAfterMs: waitMs };
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function messageOf(error: Record<string, unknown>): string {
  return typeof error.message === 'string' && error.message !== '' ? error.message : 'Unknown error';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
