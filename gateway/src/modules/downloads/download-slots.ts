import type { EntityManager } from '@mikro-orm/postgresql';
import { type DownloadSlot, findDownloadSlot } from '@site/schema';
import { downloadRefusal } from './download-errors.js';

const CLAIM_SLOT = 'insert into download_slots (path) values (?) on conflict (path) do nothing';
const LOCK_SLOT = 'select version_id from download_slots where path = ? for update';
const POINT_SLOT = 'update download_slots set version_id = ? where path = ?';
const RETIRE_VERSION = 'update download_file_versions set retired_at = now() where id = ?';

export function slotAt(path: string): DownloadSlot {
  const slot = findDownloadSlot(path);
  if (!slot) throw downloadRefusal.unknownSlot();
  return slot;
}

/**
 * Points a slot at another version (or at none) in one transaction, and retires the version it
 * showed: a request reads either the old file whole or the new one whole. Changes of one slot queue
 * on its row lock. `alongside` runs in the same transaction, before the switch. Answers whether
 * the slot had a file.
 */
export async function switchSlot(
  em: EntityManager,
  path: string,
  versionId: string | null,
  alongside: (tem: EntityManager) => Promise<void> = async () => {},
): Promise<boolean> {
  return em.transactional(async (tem) => {
    await tem.execute(CLAIM_SLOT, [path]);
    const [slot] = await tem.execute<{ version_id: string | null }[]>(LOCK_SLOT, [path]);
    const previous = slot?.version_id ?? null;
    await alongside(tem);
    await tem.execute(POINT_SLOT, [versionId, path]);
    if (previous) await tem.execute(RETIRE_VERSION, [previous]);
    return previous !== null;
  });
}
