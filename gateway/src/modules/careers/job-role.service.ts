import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_JOB_ROLES, JOB_APPLICATION_MESSAGES, text } from '@site/schema';
import { NotFoundError } from '../../core/errors.js';
import { JobRole } from './job-role.entity.js';

/** Adds the nine default roles (ids 1–9, accepting) that are missing; an admin's later changes stay. */
export async function seedJobRoles(em: EntityManager): Promise<void> {
  const defaults = DEFAULT_JOB_ROLES.map((role, index) => ({ id: index + 1, role, accepting: true }));
  await em.createQueryBuilder(JobRole).insert(defaults).onConflict().ignore().execute();
}

export function listJobRoles(em: EntityManager): Promise<JobRole[]> {
  return em.find(JobRole, {}, { orderBy: { id: 'asc' } });
}

export async function setJobRoleAccepting(em: EntityManager, id: number, accepting: boolean): Promise<JobRole> {
  const role = await em.findOne(JobRole, { id });
  if (!role) throw new NotFoundError('Job role');
  role.accepting = accepting;
  await em.flush();
  return role;
}

/** Why an application for `category` cannot be taken now, or undefined when the role is open. */
export async function closedRoleMessage(em: EntityManager, category: string): Promise<string | undefined> {
  const role = await em.findOne(JobRole, { role: text(category) });
  if (!role) return JOB_APPLICATION_MESSAGES.roleUnknown;
  return role.accepting ? undefined : JOB_APPLICATION_MESSAGES.roleClosed;
}
