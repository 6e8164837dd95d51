/** A backup or restore that cannot go on, with a message for the operator; nothing was changed. */
export class BackupError extends Error {}

/** An entry no backup of this site writes: the whole backup is refused. */
export function unknownEntry(file: string, path: string): BackupError {
  return new BackupError(`The backup ${file} holds an entry this site does not write (${path}). Nothing was restored.`);
}

/** A backup without its database. */
export function noDatabase(file: string, kind: 'embedded' | 'PostgreSQL'): BackupError {
  return new BackupError(`The backup ${file} holds no ${kind} database. Nothing was restored.`);
}
