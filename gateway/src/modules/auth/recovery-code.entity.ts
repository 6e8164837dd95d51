import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One of an account's ten single-use recovery codes, kept only as its SHA-256. */
@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryKey({ type: 'string', length: 64 })
  codeHash!: string;

  @Index({ name: 'recovery_codes_by_account' })
  @Property({ type: 'string', length: 100 })
  accountId!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
