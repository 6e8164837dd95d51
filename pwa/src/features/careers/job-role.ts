import type { JobRolesQuery } from '@site/schema';

/** A role on the Careers page, as the server lists it: Open while `accepting`, else Closed. */
export type JobRole = JobRolesQuery['jobRoles'][number];
