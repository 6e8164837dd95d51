import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '@site/schema';

/**
 * A feature whose rows hold private files (resumes, ID cards, ticket attachments): a person may
 * open such a file only with the permission of the feature it belongs to.
 */
export interface PrivateFileOwner {
  /** What a person needs to open one of its files. */
  permission: Permission;
  /** The id of the row the file belongs to (the audit log's target), or null when it is not one of this feature's. */
  ownerOf(em: EntityManager, fileId: string): Promise<string | null>;
  /** The audit action recorded when one is opened; none when opening one is not recorded. */
  openedAction?: string;
}

/** The owner whose rows of `table` name their file in `fileColumn`; the audit target is `targetColumn`. */
export function privateFilesOf(table: string, fileColumn: string, targetColumn: string, rest: Omit<PrivateFileOwner, 'ownerOf'>): PrivateFileOwner {
  return {
    ...rest,
    async ownerOf(em, fileId) {
      const rows: Record<string, unknown>[] = await em
        .getConnection()
        .execute(`select "${targetColumn}" as target from "${table}" where "${fileColumn}" = ? limit 1`, [fileId]);
      return rows[0] ? String(rows[0]['target']) : null;
    },
  };
}
