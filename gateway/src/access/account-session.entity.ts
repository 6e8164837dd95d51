import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One sign-in; its id is the token's `jti`, so ending the row ends the token on every gateway. */
@Entity({ tableName: 'account_sessions' })
export class AccountSession {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index({ name: 'account_sessions_by_account' })
  @Property({ type: 'string', length: 100 })
  accountId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;

  /** The address it was signed in from. */
  @Property({ type: 'string', length: 64 })
  ip!: string;

  /** The browser's User-Agent at sign-in, so its owner can tell the session's device. */
  @Property({ type: 'string', length: 300, nullable: true })
  userAgent: string | null = null;

  /** Updated at most once a minute by the requests it authorises. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;
}
