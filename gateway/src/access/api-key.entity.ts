import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Permission } from '@site/schema';

/** An integrator's key: its scopes and the SHA-256 of its secret; the key itself is shown once and never stored. */
@Entity({ tableName: 'api_keys' })
export class ApiKey {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  scopes!: Permission[];

  /** Hex SHA-256 of the secret part. */
  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  /** The account that created it. */
  @Property({ type: 'string', length: 100 })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  /** Recorded at most once a minute, so a busy key does not write on every request. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
