import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'admin_accounts' })
export class AdminAccount {
  @PrimaryKey({ type: 'string', length: 100 })
  adminId!: string;

  /** argon2id, with its parameters and salt encoded in the string. */
  @Property({ type: 'string', length: 255 })
  passwordHash!: string;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
