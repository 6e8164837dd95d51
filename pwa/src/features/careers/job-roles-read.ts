import { JOB_ROLES_QUERY } from '@site/schema';
import { publicQuery } from '../../lib/public-read/public-query';

/** The roles the Careers page lists; the copy on this device shows them offline. */
export const jobRolesRead = publicQuery({ key: 'careers.jobRoles', query: JOB_ROLES_QUERY, pick: (result) => result.jobRoles });
