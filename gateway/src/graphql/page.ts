import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '@site/schema';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

/** One page of an admin list, with an optional search over the list's text columns. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  offset: number = 0;

  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE, description: `Rows to answer, at most ${ADMIN_PAGE_MAX}.` })
  limit: number = ADMIN_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'Rows whose text columns contain this, ignoring case.' })
  search?: string | null;
}

export interface Page<T> {
  total: number;
  rows: T[];
}

/** The GraphQL type of a page of `item`, named `${name}Page`. */
export function pageOf<T>(item: new () => T, name: string) {
  @ObjectType(`${name}Page`, { description: `One page of ${name} rows and how many match in all.` })
  class PageType implements Page<T> {
    @Field(() => Int, { description: 'How many rows match in all.' })
    total!: number;

    @Field(() => [item], { description: 'The rows of this page.' })
    rows!: T[];
  }
  return PageType;
}
