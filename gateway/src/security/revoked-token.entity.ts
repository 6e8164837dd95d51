import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A signed-out session: its token stays refused until it would have expired anyway. */
@Entity({ tableName: 'revoked_tokens' })
export class RevokedToken {
  @PrimaryKey({ type: 'string', length: 64 })
  jti!: string;

  @Index({ name: 'revoked_tokens_by_expiry' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
