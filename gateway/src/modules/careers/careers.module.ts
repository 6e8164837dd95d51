import { privateFilesOf } from '../../files/private-file-owner.js';
import type { FeatureModule } from '../feature-module.js';
import { careersMail } from './careers.mail.js';
import { careersShimRoutes } from './careers.rest.js';
import { resumeRetention } from './careers.retention.js';
import { JobApplication } from './job-application.entity.js';
import { JobApplicationResolver } from './job-application.resolver.js';
import { JobRole } from './job-role.entity.js';
import { JOB_ROLES_TAG, JobRoleResolver } from './job-role.resolver.js';
import { seedJobRoles } from './job-role.service.js';

export const careersModule: FeatureModule = {
  entities: [JobRole, JobApplication],
  resolvers: [JobRoleResolver, JobApplicationResolver],
  shimRoutes: careersShimRoutes,
  mail: [careersMail],
  retention: [resumeRetention],
  publicReads: { jobRoles: JOB_ROLES_TAG },
  seeds: [seedJobRoles],
  personalData: [
    {
      kind: 'jobApplications',
      label: 'Job applications',
      entity: JobApplication,
      people: [{ email: 'email', phone: 'phone', others: ['name'] }],
      files: ['resume'],
      erasure: 'delete',
    },
  ],
  privateFiles: [privateFilesOf('job_applications', 'resume_id', 'id', { permission: 'careers:read', openedAction: 'openResume' })],
};
