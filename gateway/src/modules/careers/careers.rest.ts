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
import { dateTime, itemOf, type JsonSchema, listOf, object, RECEIPT, reshape, succeeded, text } from '../../openapi/json-schema.js';
import { booleanField, field, optionalField, submissionIdOf, uploadField } from '../../rest/request-values.js';
import { type ShimRequest, shimRoute } from '../../rest/shim-route.js';

type ApplicationRow = JobApplicationsQuery['jobApplications'][number];

/** The admin view of spec §3: `_id`, and the resume as the private file's URL in `resumePath`. */
function applicationView({ id, resume, ...rest }: ApplicationRow) {
  return { _id: id, ...rest, resumePath: resume.url };
}

const APPLICANT = object({ email: text('The applicant’s e-mail.'), category: text('The job role applied for.') });

const applicationSchema = (rows: JsonSchema | undefined) =>
  reshape(itemOf(rows), { rename: { id: '_id' }, omit: ['resume'], set: { resumePath: text('The résumé’s URL, served to the admin only.') } });

const applicantVariables = (request: ShimRequest) => ({ email: field(request, 'email'), category: field(request, 'category') });

export const careersShimRoutes = [
  shimRoute<JobRolesQuery>({
    method: 'GET',
    path: '/api/jobRoles',
    doc: { summary: 'The job roles, and whether each takes applications', access: 'public', answer: ({ jobRoles }) => jobRoles },
    operation: JOB_ROLES_QUERY,
    respond: ({ jobRoles }) => ({ body: jobRoles }),
  }),
  shimRoute<SetJobRoleAcceptingMutation>({
    method: 'PATCH',
    path: '/api/jobRoles/:id',
    doc: {
      summary: 'Opens or closes a job role to applications',
      access: 'admin',
      body: object({ accepting: { type: 'boolean' } }),
      answer: ({ setJobRoleAccepting }) => setJobRoleAccepting,
    },
    operation: SET_JOB_ROLE_ACCEPTING_MUTATION,
    variables: (request) => ({ id: Number(request.params.id), accepting: booleanField(request, 'accepting') }),
    respond: ({ setJobRoleAccepting }) => ({ body: setJobRoleAccepting }),
  }),
  shimRoute<SubmitJobApplicationMutation>({
    method: 'POST',
    path: '/api/jobApplications',
    doc: {
      summary: 'Applies for a job role',
      access: 'public',
      status: 201,
      body: object({ name: text(), email: text(), phone: text(), category: text('The job role applied for.'), coverLetter: text(), submittedAt: dateTime() }, [
        'coverLetter',
        'submittedAt',
      ]),
      files: { resume: 'The résumé, a PDF (at most 5 MB).' },
      answer: () => RECEIPT,
    },
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
    doc: { summary: 'Every job application, newest first', access: 'admin', answer: ({ jobApplications }) => listOf(applicationSchema(jobApplications)) },
    operation: JOB_APPLICATIONS_QUERY,
    respond: ({ jobApplications }) => ({ body: jobApplications.map(applicationView) }),
  }),
  shimRoute<AcceptJobApplicationMutation>({
    method: 'PUT',
    path: '/api/acceptJobApplication',
    doc: {
      summary: 'Accepts an applicant’s application',
      access: 'admin',
      body: APPLICANT,
      errors: { 404: 'No application by that e-mail for that role.' },
      answer: ({ acceptJobApplication }) => succeeded({ applications: listOf(applicationSchema(acceptJobApplication)) }),
    },
    operation: ACCEPT_JOB_APPLICATION_MUTATION,
    variables: applicantVariables,
    respond: ({ acceptJobApplication }) => ({ body: { success: true, applications: acceptJobApplication.map(applicationView) } }),
  }),
  shimRoute<DeleteJobApplicationMutation>({
    method: 'DELETE',
    path: '/api/deleteJobApplication',
    doc: {
      summary: 'Deletes an applicant’s applications',
      access: 'admin',
      body: APPLICANT,
      errors: { 404: 'No application by that e-mail for that role.' },
      answer: ({ deleteJobApplication }) => succeeded({ deleted: deleteJobApplication }),
    },
    operation: DELETE_JOB_APPLICATION_MUTATION,
    variables: applicantVariables,
    respond: ({ deleteJobApplication }) => ({ body: { success: true, deleted: deleteJobApplication } }),
  }),
];
