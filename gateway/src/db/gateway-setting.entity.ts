import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A value every gateway on one database must agree on, such as a generated token secret. */
@Entity({ tableName: 'gateway_settings' })
export class GatewaySetting {
  @PrimaryKey({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'text' })
  value!: string;
}
