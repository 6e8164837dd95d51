import { PAGE_ARGUMENTS, PAGE_VARIABLES } from './page.js';

/** The careers feature's documents, written once for the PWA, the REST shim rows and the tests. */

export const JOB_ROLES_QUERY = 'query JobRoles { jobRoles { id role accepting } }';

export const SET_JOB_ROLE_ACCEPTING_MUTATION = `mutation SetJobRoleAccepting($id: Int!, $accepting: Boolean!) {
  setJobRoleAccepting(id: $id, accepting: $accepting) { id role accepting }
}`;

export const JOB_APPLICATION_FIELDS = 'id name email phone category coverLetter status submittedAt receivedAt resume { id name type url }';

export const JOB_APPLICATIONS_QUERY = `query JobApplications { jobApplications { ${JOB_APPLICATION_FIELDS} } }`;

export const JOB_APPLICATION_PAGE_QUERY = `query JobApplicationPage(${PAGE_VARIABLES}) {
  jobApplicationPage(${PAGE_ARGUMENTS}) { total rows { ${JOB_APPLICATION_FIELDS} } }
}`;

export const ACCEPT_JOB_APPLICATION_MUTATION = `mutation AcceptJobApplication($email: String!, $category: String!) {
  acceptJobApplication(email: $email, category: $category) { ${JOB_APPLICATION_FIELDS} }
}`;

export const REJECT_JOB_APPLICATION_MUTATION = `mutation RejectJobApplication($email: String!, $category: String!) {
  rejectJobApplication(email: $email, category: $category)
}`;

export const DELETE_JOB_APPLICATION_MUTATION = `mutation DeleteJobApplication($email: String!, $category: String!) {
  deleteJobApplication(email: $email, category: $category)
}`;

export const SUBMIT_JOB_APPLICATION_MUTATION = `mutation SubmitJobApplication($submissionId: String!, $input: JobApplicationInput!, $resume: Upload) {
  submitJobApplication(submissionId: $submissionId, input: $input, resume: $resume) { id receivedAt }
}`;
