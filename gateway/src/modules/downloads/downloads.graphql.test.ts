import {
  DOWNLOAD_FILES_QUERY,
  DOWNLOAD_SLOTS,
  DOWNLOAD_SLOTS_QUERY,
  DOWNLOAD_UNKNOWN_SLOT_MESSAGE,
  type DownloadFilesQuery,
  type DownloadSlotsQuery,
  REMOVE_DOWNLOAD_FILE_MUTATION,
  type RemoveDownloadFileMutation,
} from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putDownload, sha256 } from '../../test/download-client.js';
import { pdfBytes, zipBytes } from '../../test/file-fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

// A site of its own, where nothing is uploaded whatever the other tests here do first.
describe('download slots and files over GraphQL, before any upload', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer();
  });
  afterAll(() => fresh.close());

  it('lists no files to a visitor', async () => {
    const result = await fresh.graphql<DownloadFilesQuery>(DOWNLOAD_FILES_QUERY);
    expect(result.data!.downloadFiles).toEqual([]);
  });

  it('GET /api/downloadFiles answers the public list, revalidated like the other public reads', async () => {
    const response = await fetch(`${fresh.url}/api/downloadFiles`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.json()).toEqual([]);
  });

  it('lists every slot of the page to an admin, in page order, each without a file', async () => {
    const result = await fresh.graphql<DownloadSlotsQuery>(DOWNLOAD_SLOTS_QUERY, {}, await fresh.adminToken());
    const slots = result.data!.downloadSlots;
    expect(slots.map((slot) => slot.path)).toEqual(DOWNLOAD_SLOTS.map((slot) => slot.path));
    expect(slots[0]).toEqual({ path: 'roboanalyzer/roboanalyzer-setup.zip', label: 'RoboAnalyzer setup', format: 'zip', offlineSet: null, file: null });
    expect(slots.find((slot) => slot.path === 'feast/tutorials/tutorial-01.pdf')).toMatchObject({ format: 'pdf', offlineSet: 'feast-tutorials' });
  });

  it('refuses the slots and removal without a valid token', async () => {
    for (const [query, variables] of [
      [DOWNLOAD_SLOTS_QUERY, {}],
      [REMOVE_DOWNLOAD_FILE_MUTATION, { path: 'feast/tutorials/tutorial-01.pdf' }],
    ] as const) {
      const result = await fresh.graphql(query, variables, 'not-a-token');
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers false when removing from an empty slot, and refuses a path the page does not link to', async () => {
    const token = await fresh.adminToken();
    const empty = await fresh.graphql<RemoveDownloadFileMutation>(REMOVE_DOWNLOAD_FILE_MUTATION, { path: 'feast/tutorials/tutorial-01.pdf' }, token);
    expect(empty.data!.removeDownloadFile).toBe(false);
    const unknown = await fresh.graphql(REMOVE_DOWNLOAD_FILE_MUTATION, { path: 'feast/tutorials/tutorial-99.pdf' }, token);
    expect(unknown.errors?.[0]).toMatchObject({ message: DOWNLOAD_UNKNOWN_SLOT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('the public list after uploads and removals', () => {
  const graphqlList = async () => (await t.graphql<DownloadFilesQuery>(DOWNLOAD_FILES_QUERY)).data!.downloadFiles;
  const restList = async () => (await (await fetch(`${t.url}/api/downloadFiles`)).json()) as DownloadFilesQuery['downloadFiles'];
  /** Both lists, each read twice so that the second answer comes from the cache. */
  const lists = async () => {
    await Promise.all([graphqlList(), restList()]);
    return { graphql: await graphqlList(), rest: await restList() };
  };

  it('shows a file once it is uploaded, in page order, and no longer once it is removed', async () => {
    expect(await lists()).toEqual({ graphql: [], rest: [] });
    const tutorial = pdfBytes(3000);
    const setup = zipBytes();
    await putDownload(t, 'feast/tutorials/tutorial-02.pdf', tutorial, await t.adminToken());
    await putDownload(t, 'roboanalyzer/roboanalyzer-setup.zip', setup, await t.adminToken());
    const expected = [
      {
        path: 'roboanalyzer/roboanalyzer-setup.zip',
        fileName: 'roboanalyzer-setup.zip',
        size: setup.length,
        sha256: sha256(setup),
        contentType: 'application/zip',
      },
      { path: 'feast/tutorials/tutorial-02.pdf', fileName: 'tutorial-02.pdf', size: 3000, sha256: sha256(tutorial), contentType: 'application/pdf' },
    ].map((file) => ({ ...file, uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) }));
    expect(await lists()).toEqual({ graphql: expected, rest: expected });

    await t.graphql(REMOVE_DOWNLOAD_FILE_MUTATION, { path: 'roboanalyzer/roboanalyzer-setup.zip' }, await t.adminToken());
    expect(await lists()).toEqual({ graphql: [expected[1]], rest: [expected[1]] });
  });
});
