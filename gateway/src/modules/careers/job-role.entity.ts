import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('JobRole', { description: 'A role on the Careers page: Open while accepting applications, else Closed.' })
@Entity({ tableName: 'job_roles' })
export class JobRole {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100, unique: true })
  role!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  accepting: boolean = true;
}
