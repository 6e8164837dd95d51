import {
  ACCEPT_JOB_APPLICATION_MUTATION,
  type AcceptJobApplicationMutation,
  DELETE_JOB_APPLICATION_MUTATION,
  type DeleteJobApplicationMutation,
  JOB_APPLICATIONS_QUERY,
  JOB_ROLES_QUERY,
  type JobApplicationsQuery,
  type JobRolesQuery,
  SET_JOB_ROLE_ACCEPTING_MUTATION,
  type SetJobRoleAcceptingMutation,
  SUBMIT_JOB_APPLICATION_MUTATION,
  type SubmitJobApplicationMutation,
} from '@site/schema';
import { booleanField, field, optionalField, submissionIdOf, uploadField } from '../../rest/request-values.js';
import { type ShimRequest, shimRoute } from '../../rest/shim-route.js';

type ApplicationRow = JobApplicationsQuery['jobApplications'][number];

/** The admin view of spec §3: `_id`, and the resume as the private file's URL in `resumePath`. */
function applicationView({ id, resume, ...rest }: ApplicationRow) {
  return { _id: id, ...rest, resumePath: resume.url };
}

const applicantVariables = (request: ShimRequest) => ({ email: field(request, 'email'), category: field(request, 'category') });

export const careersShimRoutes = [
  shimRoute<JobRolesQuery>({
    method: 'GET',
    path: '/api/jobRoles',
    operation: JOB_ROLES_QUERY,
    respond: ({ jobRoles }) => ({ body: jobRoles }),
  }),
  shimRoute<SetJobRoleAcceptingMutation>({
    method: 'PATCH',
    path: '/api/jobRoles/:id',
    operation: SET_JOB_ROLE_ACCEPTING_MUTATION,
    variables: (request) => ({ id: Number(request.params.id), accepting: booleanField(request, 'accepting') }),
    respond: ({ setJobRoleAccepting }) => ({ body: setJobRoleAccepting }),
  }),
  shimRoute<SubmitJobApplicationMutation>({
    method: 'POST',
    path: '/api/jobApplications',
    operation: SUBMIT_JOB_APPLICATION_MUTATION,
    files: ['resume'],
    variables: (request) => ({
      submissionId: submissionIdOf(request),
      input: {
        name: field(request, 'name'),
        email: field(request, 'email'),
        phone: field(request, 'phone'),
        category: field(request, 'category'),
        coverLetter: optionalField(request, 'coverLetter'),
        submittedAt: optionalField(request, 'submittedAt'),
      },
      resume: uploadField(request, 'resume'),
    }),
    respond: ({ submitJobApplication }) => ({
      status: 201,
      body: { success: true, _id: submitJobApplication.id, receivedAt: submitJobApplication.receivedAt },
    }),
  }),
  shimRoute<JobApplicationsQuery>({
    method: 'GET',
    path: '/api/getJobApplications',
    operation: JOB_APPLICATIONS_QUERY,
    respond: ({ jobApplications }) => ({ body: jobApplications.map(applicationView) }),
  }),
  shimRoute<AcceptJobApplicationMutation>({
    method: 'PUT',
    path: '/api/acceptJobApplication',
    operation: ACCEPT_JOB_APPLICATION_MUTATION,
    variables: applicantVariables,
    respond: ({ acceptJobApplication }) => ({ body: { success: true, applications: acceptJobApplication.map(applicationView) } }),
  }),
  shimRoute<DeleteJobApplicationMutation>({
    method: 'DELETE',
    path: '/api/deleteJobApplication',
    operation: DELETE_JOB_APPLICATION_MUTATION,
    variables: applicantVariables,
    respond: ({ deleteJobApplication }) => ({ body: { success: true, deleted: deleteJobApplication } }),
  }),
];
