import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An account's authenticator-app secret. Until `confirmedAt` is set it is only being set up: sign-in
 * asks for no code, and starting again replaces it.
 */
@Entity({ tableName: 'two_factor_secrets' })
export class TwoFactorSecret {
  @PrimaryKey({ type: 'string', length: 100 })
  accountId!: string;

  /** Base32, kept as it is because every sign-in needs it to compute the expected code. */
  @Property({ type: 'string', length: 64 })
  secret!: string;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** The time step of the last code accepted; that code and older ones are refused (replay). */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
