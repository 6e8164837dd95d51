import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accepted, deferred, enquiry, freshOnlineTab, openTab, restoreDevice, setOnline, stubFetch, stubWebLocks, type Tab } from './test-support';

let tab: Tab;

beforeEach(async () => {
  tab = await freshOnlineTab();
});

afterEach(restoreDevice);

describe('withOutboxLock', () => {
  it('does not send twice when two tabs flush together, thanks to the shared Web Lock', async () => {
    stubWebLocks();
    setOnline(false);
    const op = enquiry(tab);
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
