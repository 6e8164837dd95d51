import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { JobRole } from './job-role.entity.js';
import { listJobRoles, setJobRoleAccepting } from './job-role.service.js';

@Resolver()
export class JobRoleResolver {
  @Query(() => [JobRole], { description: 'Public. Every role, by id.' })
  jobRoles(@Ctx() { em }: Context): Promise<JobRole[]> {
    return listJobRoles(em);
  }

  @Authorized()
  @Mutation(() => JobRole, { description: 'Admin. Opens or closes a role for applications.' })
  setJobRoleAccepting(
    @Arg('id', () => Int) id: number,
    @Arg('accepting', () => Boolean) accepting: boolean,
    @Ctx() { em }: Context,
  ): Promise<JobRole> {
    return setJobRoleAccepting(em, id, accepting);
  }
}
