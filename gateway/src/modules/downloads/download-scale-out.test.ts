import { DOWNLOAD_FILES_QUERY, type DownloadFilesQuery } from '@site/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDownload, putDownload, sha256 } from '../../test/download-client.js';
import { randomPdfBytes } from '../../test/file-fixtures.js';
import type { TestServer } from '../../test/test-server.js';
import { canRunTwoGateways, startTwoGateways, type TwoGateways } from '../../test/two-gateways.js';

const PATH = 'feast/feast-installation-guide.pdf';

let gateways: TwoGateways;
let a: TestServer;
let b: TestServer;

describe.skipIf(!canRunTwoGateways())('two gateways on one PostgreSQL database', () => {
  beforeAll(async () => {
    gateways = await startTwoGateways();
    ({ a, b } = gateways);
  });
  afterAll(() => gateways?.close());

  it('serves through one, whole and in ranges, a file uploaded through the other, and lists it there', async () => {
    const listed = async () => (await b.graphql<DownloadFilesQuery>(DOWNLOAD_FILES_QUERY)).data!.downloadFiles.map((file) => file.sha256);
    expect(await listed()).toEqual([]);
    const bytes = randomPdfBytes(2_500_000);
    expect((await putDownload(a, PATH, bytes, await a.adminToken())).status).toBe(200);

    expect((await getDownload(b, PATH)).body.equals(bytes)).toBe(true);
    const tail = await getDownload(b, PATH, { range: 'bytes=1048000-' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(bytes.subarray(1_048_000))).toBe(true);
    await expect.poll(listed, { timeout: 5_000 }).toEqual([sha256(bytes)]);
  });
});
