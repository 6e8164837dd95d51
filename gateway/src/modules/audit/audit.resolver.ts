import type { FilterQuery } from '@mikro-orm/postgresql';
import { Args, ArgsType, Authorized, Ctx, Field, ID, ObjectType, Query, Resolver, Int } from 'type-graphql';
import { AuditEntry } from '../../access/audit-entry.entity.js';
import type { Context } from '../../core/context.js';
import { findPage } from '../../db/find-page.js';
import { PageArgs } from '../../graphql/page.js';
import { AuditEntryView } from './audit.types.js';

@ArgsType()
class AuditLogArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Only this account’s entries.' })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this action.' })
  action?: string | null;

  @Field(() => Date, { nullable: true, description: 'Only entries at or after this time.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only entries before this time.' })
  to?: Date | null;
}

@ObjectType('AuditLogPage', { description: 'One page of the activity log, newest first, and how many entries match in all.' })
class AuditLogPage {
  @Field(() => Int, { description: 'How many entries match the filters, on every page.' })
  total!: number;

  @Field(() => [AuditEntryView], { description: "This page's entries, newest first." })
  items!: AuditEntryView[];
}

/** The activity log: read here, written only by the access layer; no call edits or deletes an entry. */
@Resolver()
export class AuditResolver {
  @Authorized('audit:read')
  @Query(() => AuditLogPage, {
    description: 'Owner. The activity log, newest first, filtered by person, action and time; `search` looks in the actor and the target.',
  })
  async auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() { em }: Context): Promise<AuditLogPage> {
    const at = { ...(args.from && { $gte: args.from }), ...(args.to && { $lt: args.to }) };
    const where: FilterQuery<AuditEntry> = {
      ...(args.actorId && { actorId: args.actorId }),
      ...(args.action && { action: args.action }),
      ...(Object.keys(at).length > 0 && { at }),
    };
    const { total, rows } = await findPage(em, AuditEntry, where, ['actor', 'target'], args, { at: 'desc', id: 'desc' });
    return Object.assign(new AuditLogPage(), { total, items: rows.map((entry) => AuditEntryView.of(entry)) });
  }
}
