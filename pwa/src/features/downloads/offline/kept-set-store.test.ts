import { FEAST_TUTORIALS } from '@site/schema';
import { describe, expect, it } from 'vitest';
import { stubDeviceStorage, stubDownloads } from '../../../test/fake-device-storage';
import { FileNotKeptError, keepSet, keptCopy, readKeptSets, removeKeptSet, StorageFullError } from './kept-set-store';

const [first, second, third] = FEAST_TUTORIALS.map((slot) => slot.path);
const files = [
  { path: first!, size: 3000, sha256: 'a'.repeat(64) },
  { path: second!, size: 5000, sha256: 'b'.repeat(64) },
];
const SERVER = { [first!]: 3000, [second!]: 5000, [third!]: 4000 };

describe('keeping a set of manuals on the device', () => {
  it('stores every file of the set whole, counting the bytes up to the total, and says the set is kept', async () => {
    const device = stubDeviceStorage();
    stubDownloads(SERVER);
    const progress: number[] = [];
    const kept = await keepSet('feast-tutorials', files, (bytes) => progress.push(bytes));

    expect(progress.at(-1)).toBe(8000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(kept).toMatchObject({ set: 'feast-tutorials', bytes: 8000, files });
    expect(await readKeptSets()).toEqual([kept]);
    const copy = await keptCopy(new Request(`${location.origin}/files/downloads/${second}`));
    expect((await copy!.arrayBuffer()).byteLength).toBe(5000);
    expect(copy!.headers.get('content-type')).toBe('application/pdf');
    expect(await keptCopy(new Request(`${location.origin}/files/downloads/${third}`))).toBeUndefined();
    expect(device.used()).toBeGreaterThanOrEqual(8000);
  });

  it('removes a kept set, and with it every copy it held', async () => {
    const device = stubDeviceStorage();
    stubDownloads(SERVER);
    await keepSet('feast-tutorials', files, () => undefined);
    await keepSet('feast-installation', [{ path: third!, size: 4000, sha256: 'c'.repeat(64) }], () => undefined);
    await removeKeptSet('feast-tutorials');
    expect((await readKeptSets()).map((kept) => kept.set)).toEqual(['feast-installation']);
    expect(await keptCopy(new Request(`${location.origin}/files/downloads/${first}`))).toBeUndefined();
    expect(device.used()).toBeLessThan(5000);
  });

  it('fetches nothing when the browser says the set will not fit', async () => {
    stubDeviceStorage({ quota: 6000 });
    const asked = stubDownloads(SERVER);
    const refusal = await keepSet('feast-tutorials', files, () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StorageFullError);
    expect(refusal).toMatchObject({ needed: 8000, available: 6000 });
    expect(asked).toEqual([]);
    expect(await readKeptSets()).toEqual([]);
  });

  it("reports the browser's quota error and keeps no half of the set", async () => {
    const device = stubDeviceStorage({ quota: 6000, tellsQuota: false });
    stubDownloads(SERVER);
    const refusal = await keepSet('feast-tutorials', files, () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StorageFullError);
    expect(refusal).toMatchObject({ needed: 8000, available: null });
    expect(await readKeptSets()).toEqual([]);
    expect(device.used()).toBe(0);
  });

  it('keeps nothing of a set when one of its files cannot be fetched', async () => {
    const device = stubDeviceStorage();
    stubDownloads({ [first!]: 3000 });
    const refusal = await keepSet('feast-tutorials', files, () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FileNotKeptError);
    expect(refusal).toMatchObject({ path: second });
    expect(await readKeptSets()).toEqual([]);
    expect(device.used()).toBe(0);
  });
});
