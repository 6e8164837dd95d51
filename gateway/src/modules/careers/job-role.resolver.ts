import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { invalidates } from '../../cache/invalidates.js';
import type { Context } from '../../core/context.js';
import { JobRole } from './job-role.entity.js';
import { listJobRoles, setJobRoleAccepting } from './job-role.service.js';

/** Cache tag of the public list of roles. */
export const JOB_ROLES_TAG = 'jobRoles';

@Resolver()
export class JobRoleResolver {
  @Query(() => [JobRole], { description: 'Public. Every role, by id.' })
  jobRoles(@Ctx() { em }: Context): Promise<JobRole[]> {
    return listJobRoles(em);
  }

  @Authorized('careers:write')
  @UseMiddleware(invalidates(JOB_ROLES_TAG))
  @Mutation(() => JobRole, { description: 'Admin. Opens or closes a role for applications.' })
  setJobRoleAccepting(
    @Arg('id', () => Int, { description: 'The id of the one to act on.' }) id: number,
    @Arg('accepting', () => Boolean, { description: 'Whether the role takes applications.' }) accepting: boolean,
    @Ctx() { em }: Context,
  ): Promise<JobRole> {
    return setJobRoleAccepting(em, id, accepting);
  }
}
