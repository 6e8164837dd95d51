import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accepted,
  deferred,
  enquiry,
  freshOnlineTab,
  graphQLError,
  json,
  restoreDevice,
  sentInit,
  sentJson,
  setOnline,
  stubFetch,
  type Tab,
} from './test-support';

const APPLICATION = 'mutation Apply($submissionId: String!, $input: ApplicationInput!) ' + '{ applyForJob(submissionId: $submissionId, input: $input) { id } }';

let tab: Tab;

beforeEach(async () => {
  tab = await freshOnlineTab();
});

afterEach(restoreDevice);

describe('flush', () => {
  it('keeps a refused saved submission with its message, counts it, never resends it; dismiss removes it', async () => {
    setOnline(false);
    const op = enquiry(tab);
    await tab.submit(op);
    setOnline(true);
    const fetchMock = stubFetch(() => graphQLError('BAD_USER_INPUT', 'Invalid enquiry', { fieldErrors: { email: 'Enter a valid email' } }));

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
    await tab.submit(enquiry(tab, 'Asha', 1_000));
    await tab.submit(enquiry(tab, 'Ravi', 2_000));
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
});
