import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** What a one-time link is for. */
export type OneTimeLinkPurpose = 'invitation' | 'password-reset';

/** A link sent once: only its SHA-256 is kept, it works until `expiresAt`, and only once. */
@Entity({ tableName: 'one_time_links' })
export class OneTimeLink {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 20 })
  purpose!: OneTimeLinkPurpose;

  @Property({ type: 'string', length: 64, unique: 'one_time_links_token_hash_unique' })
  tokenHash!: string;

  @Index({ name: 'one_time_links_by_account' })
  @Property({ type: 'string', length: 100 })
  accountId!: string;

  /** Past this, the link no longer works. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when the link is used; it then no longer works either. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
