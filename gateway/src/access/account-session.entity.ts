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
}
