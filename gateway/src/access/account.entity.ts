import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { AccountRoleName } from '@site/schema';

/** A named person of the team. The first Owner keeps the spec's admin id (ADMIN_ID) as its id. */
@Entity({ tableName: 'accounts' })
@Unique({ name: 'accounts_email_unique', expression: 'create unique index "accounts_email_unique" on "accounts" (lower("email"))' })
export class Account {
  @PrimaryKey({ type: 'string', length: 100 })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Unique whatever its case; the first Owner has none until one is given. */
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 20 })
  role!: AccountRoleName;

  @Property({ type: 'boolean' })
  active: boolean = true;

  /** argon2id, with its parameters and salt encoded in the string; none until an invitation is accepted. */
  @Property({ type: 'string', length: 255, nullable: true })
  passwordHash: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
