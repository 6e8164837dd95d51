import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendOperation, type SendableOperation } from './send';
import { graphQLError, json, networkDown, sentInit, stubFetch } from './test-support';

const QUERY = 'mutation Contact($submissionId: String!, $input: ContactInput!) ' + '{ submitContact(submissionId: $submissionId, input: $input) { id } }';
const contact: SendableOperation = {
  query: QUERY,
  variables: { submissionId: 's-1', input: { name: 'Asha', message: 'Hello' } },
  files: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendOperation request', () => {
  it('posts JSON to the given endpoint with same-origin credentials', async () => {
    const fetchMock = stubFetch(() => json({ data: { submitContact: { id: 'c1' } } }));

    await sendOperation(contact, { endpoint: 'https://example.test/graphql' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://example.test/graphql');
    const init = sentInit(fetchMock);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ query: QUERY, variables: contact.variables });
  });

  it('posts to /graphql by default', async () => {
    const fetchMock = stubFetch(() => json({ data: { submitContact: { id: 'c1' } } }));
    await sendOperation(contact);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/graphql');
  });

  it('puts null at each file path, creating missing places, and maps every file', async () => {
    const fetchMock = stubFetch(() => json({ data: { submitSupport: { id: 't1' } } }));
    const operation: SendableOperation = {
      query: 'mutation Support { x }',
      variables: { submissionId: 's-2', input: { query: 'Broken gripper' } },
      files: {
        'variables.input.image': new File(['png'], 'photo.png', { type: 'image/png' }),
        'variables.input.extra.0': new Blob(['raw'], { type: 'application/pdf' }),
      },
    };

    await sendOperation(operation);

    const form = sentInit(fetchMock).body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: 'mutation Support { x }',
      variables: { submissionId: 's-2', input: { query: 'Broken gripper', image: null, extra: [null] } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({
      0: ['variables.input.image'],
      1: ['variables.input.extra.0'],
    });
    expect(await (form.get('0') as File).text()).toBe('png');
    expect(await (form.get('1') as File).text()).toBe('raw');
    expect(operation.variables).toEqual({ submissionId: 's-2', input: { query: 'Broken gripper' } });
  });
});

describe('sendOperation answer', () => {
  it('is delivered with the data of a successful answer', async () => {
    stubFetch(() => json({ data: { submitContact: { id: 'c1' } } }));
    expect(await sendOperation(contact)).toEqual({ kind: 'delivered', data: { submitContact: { id: 'c1' } } });
  });

  it('is rejected with the message and field errors of a validation error', async () => {
    stubFetch(() => graphQLError('BAD_USER_INPUT', 'Please fix the form', { fieldErrors: { name: 'Name is required', bad: 3 } }));
    expect(await sendOperation(contact)).toEqual({
      kind: 'rejected',
      error: { message: 'Please fix the form', fieldErrors: { name: 'Name is required' } },
    });
  });

  it.each([
    ['UNAUTHENTICATED', () => graphQLError('UNAUTHENTICATED', 'Not allowed')],
    ['a GraphQL error with HTTP 400', () => json({ errors: [{ message: 'Unknown field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }, 400)],
    ['HTTP 413 with a text body', () => new Response('Payload Too Large', { status: 413 })],
    ['HTTP 403 with JSON but no errors', () => json({}, 403)],
  ])('is rejected for %s', async (_, answer) => {
    stubFetch(answer);
    expect(await sendOperation(contact)).toMatchObject({ kind: 'rejected', error: { message: expect.any(String) } });
  });

  it.each([
    ['a network failure', networkDown],
    ['HTTP 500', () => json({ errors: [{ message: 'boom' }] }, 500)],
    ['HTTP 503', () => new Response('Service Unavailable', { status: 503 })],
    ['HTTP 408', () => new Response('', { status: 408 })],
    ['HTTP 429', () => json({ errors: [{ message: 'Too many' }] }, 429)],
    ['TOO_MANY_REQUESTS', () => graphQLError('TOO_MANY_REQUESTS', 'Slow down')],
    ['INTERNAL_SERVER_ERROR', () => graphQLError('INTERNAL_SERVER_ERROR', 'Database unavailable')],
    ['a 200 answer that is not JSON (a captive portal)', () => new Response('<html>Sign in to Wi-Fi</html>')],
    ['a 200 JSON answer without data', () => json({ hello: 'portal' })],
  ])('is retried after %s', async (_, answer) => {
    stubFetch(answer);
    expect(await sendOperation(contact)).toMatchObject({ kind: 'retry', reason: expect.any(String) });
  });

  it.each([
    ['seconds', '42', 42_000],
    ['an HTTP date', () => new Date(Date.now() + 10_000).toUTCString(), 10_000],
  ])('says how long the server asked to wait, given in %s', async (_, header, expected) => {
    const value = typeof header === 'function' ? header() : header;
    stubFetch(() => new Response('{"error":"Too many submissions"}', { status: 429, headers: { 'retry-after': value } }));
    const result = await sendOperation(contact);
    expect(result.kind).toBe('retry');
    // An HTTP date has whole seconds: the wait is within one second of what was asked.
    expect(result.kind === 'retry' && result.retryAfterMs).toBeGreaterThan(expected - 1_001);
    expect(result.kind === 'retry' && result.retryAfterMs).toBeLessThanOrEqual(expected);
  });

  it('gives no wait when the server named none or an unreadable one', async () => {
    stubFetch(() => new Response('', { status: 503, headers: { 'retry-after': 'soon' } }));
    expect(await sendOperation(contact)).toEqual({ kind: 'retry', reason: 'HTTP 503' });
  });

  it('is rejected when a validation error comes with a transient one', async () => {
    stubFetch(() =>
      json({
        errors: [
          { message: 'Database slow', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          { message: 'Enter a valid email', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      }),
    );
    expect(await sendOperation(contact)).toEqual({ kind: 'rejected', error: { message: 'Enter a valid email' } });
  });
});
