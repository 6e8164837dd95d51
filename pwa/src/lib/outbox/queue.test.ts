import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accepted,
  deferred,
  enquiry,
  ENQUIRY,
  freshOnlineTab,
  graphQLError,
  restoreDevice,
  sentJson,
  setOnline,
  stubFetch,
  unavailable,
  type Tab,
} from './test-support';

let tab: Tab;

beforeEach(async () => {
  tab = await freshOnlineTab();
});

afterEach(restoreDevice);

describe('submit', () => {
  it('sends at once when online, once, and leaves nothing stored', async () => {
    const fetchMock = stubFetch(accepted);
    const op = enquiry(tab);

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
    const op = enquiry(tab);

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

  it('keeps a submission the server could not take (503) and counts each attempt', async () => {
    stubFetch(unavailable);
    const op = enquiry(tab);

    expect(await tab.submit(op)).toEqual({ status: 'queued' });
    expect(await tab.store.getOperation(op.id)).toMatchObject({ status: 'pending', attempts: 1 });

    await tab.flush();
    expect(await tab.store.getOperation(op.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(tab.getSnapshot()).toMatchObject({ pending: 1, rejected: [] });
  });

  it('hands a validation error back to the open form and stores nothing', async () => {
    const fieldErrors = { phone: 'Phone must be 10 digits' };
    stubFetch(() => graphQLError('BAD_USER_INPUT', 'Invalid enquiry', { fieldErrors }));

    const result = await tab.submit(enquiry(tab));

    expect(result).toEqual({ status: 'rejected', error: { message: 'Invalid enquiry', fieldErrors } });
    expect(await tab.store.listOperations()).toEqual([]);
  });

  it('still sends when this browser cannot store anything, and says so when it cannot send either', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const fetchMock = stubFetch(accepted);

    expect(await tab.submit(enquiry(tab))).toMatchObject({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setOnline(false);
    await expect(tab.submit(enquiry(tab))).rejects.toThrow();
  });
});
