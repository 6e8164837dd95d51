import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One admin change (or sign-in, or opened resume), written in the change's own transaction; the database refuses to change or delete it (migration 20261127100000). */
@Entity({ tableName: 'audit_entries' })
@Index({ name: 'audit_entries_by_time', properties: ['at'] })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime' })
  at: Date = new Date();

  /** The account, when the person is one (a failed sign-in may name nobody). */
  @Index({ name: 'audit_entries_by_actor' })
  @Property({ type: 'string', length: 100, nullable: true })
  actorId: string | null = null;

  /** The person's e-mail (or id) as it was then, or what a failed sign-in typed. */
  @Property({ type: 'string', length: 254 })
  actor!: string;

  /** The GraphQL mutation's name (closeTicket, setAccountActive, ...) or signIn, signInFailed, signOut, openResume, openIdCard, uploadDownload. */
  @Index({ name: 'audit_entries_by_action' })
  @Property({ type: 'string', length: 40 })
  action!: string;

  /** The record's id, e.g. the ticket number. */
  @Property({ type: 'string', length: 254, nullable: true })
  target: string | null = null;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  /** For a change: the names of the fields it set, never their values. */
  @Property({ type: 'json' })
  fields: string[] = [];
}
