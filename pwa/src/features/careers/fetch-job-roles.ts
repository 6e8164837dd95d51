import { JOB_ROLES_QUERY } from '@site/schema';
import { isJobRole, type JobRole } from './job-role';

/** The roles from the server, with a plain fetch: a public page does not load the GraphQL client. */
export async function fetchJobRoles(): Promise<JobRole[]> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: JOB_ROLES_QUERY }),
  });
  if (!response.ok) throw new Error(`Job roles answered HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { jobRoles?: unknown } };
  const roles = body.data?.jobRoles;
  if (!Array.isArray(roles) || !roles.every(isJobRole)) throw new Error('Job roles answer has no list of roles');
  return roles;
}
