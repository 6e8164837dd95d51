import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('TrainingSession', { description: 'A training session with a number of seats; Open while registered < capacity, Full otherwise.' })
@Entity({ tableName: 'training_sessions' })
export class TrainingSession {
  @Field(() => ID, { description: 'Its id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Unique: the old REST calls address a session by its title.' })
  @Property({ type: 'string', length: 200, unique: true })
  title!: string;

  @Field(() => String, { description: 'What the session covers.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, a day in Asia/Kolkata.' })
  @Property({ type: 'string', length: 10, index: 'training_sessions_by_date' })
  date!: string;

  @Field(() => String, { description: "Free text, e.g. '10:00 AM - 1:00 PM'." })
  @Property({ type: 'text' })
  time!: string;

  @Field(() => String, { description: 'Who teaches it.' })
  @Property({ type: 'text' })
  instructor!: string;

  @Field(() => Int, { description: 'How many seats it has.' })
  @Property({ type: 'integer' })
  capacity!: number;

  @Field(() => Int, { description: 'Seats taken. Registering raises it atomically, never past capacity; only an admin update sets it.' })
  @Property({ type: 'integer', default: 0 })
  registered: number = 0;
}
