/** A backup or restore that cannot go on, with a message for the operator; nothing was changed. */
export class BackupError extends Error {}
