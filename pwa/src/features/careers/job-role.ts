import type { JobRolesQuery } from '@site/schema';

/** A role on the Careers page, as the server lists it: Open while `accepting`, else Closed. */
export type JobRole = JobRolesQuery['jobRoles'][number];

export function isJobRole(value: unknown): value is JobRole {
  if (typeof value !== 'object' || value === null) return false;
  const { id, role, accepting } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof role === 'string' && typeof accepting === 'boolean';
}
