import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('JobRole', { description: 'A role on the Careers page: Open while accepting applications, else Closed.' })
@Entity({ tableName: 'job_roles' })
export class JobRole {
  @Field(() => Int, { description: 'Its number.' })
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Field(() => String, { description: 'The role’s name, as applicants choose it.' })
  @Property({ type: 'string', length: 100, unique: true })
  role!: string;

  @Field(() => Boolean, { description: 'Whether the role takes applications now.' })
  @Property({ type: 'boolean', default: true })
  accepting: boolean = true;
}
