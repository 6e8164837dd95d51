import { useMutation } from '@apollo/client/react';
import { formatSubmittedAt } from '@site/schema';
import buttons from '../../../components/button.module.css';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPager } from '../../../components/admin/list-pager';
import { MAIL_HEADER, MailStatus, useMailDeliveries } from '../../../components/admin/mail-column';
import tables from '../../../components/admin/submissions-table.module.css';
import { StatusMessage } from '../../../components/status-message';
import { useNotice } from '../../../lib/admin/use-notice';
import { usePagedList } from '../../../lib/admin/use-paged-list';
import { CAREERS_ADMIN_MESSAGES as M } from './careers-messages';
import { ACCEPT_APPLICATION, APPLICATION_PAGE, type AdminJobApplication, DELETE_APPLICATION, REJECT_APPLICATION } from './careers-operations';
import styles from './careers-admin.module.css';

const ACCEPTED = 'accepted';
const HEADERS = ['Name', 'Email', 'Phone', 'Job Role', 'Submitted At', 'Cover Letter', 'Resume', 'Status', MAIL_HEADER, 'Actions'];

/** Job applications, newest first: accept or reject while not accepted, delete after confirming. */
export function ApplicationsPanel() {
  const { rows: applications, loading, error, pager } = usePagedList(APPLICATION_PAGE, (data) => data.jobApplicationPage);
  const refetchQueries = [APPLICATION_PAGE];
  const [accept] = useMutation(ACCEPT_APPLICATION, { refetchQueries });
  const [reject] = useMutation(REJECT_APPLICATION, { refetchQueries });
  const [remove] = useMutation(DELETE_APPLICATION, { refetchQueries });
  const notice = useNotice();
  const mailDeliveries = useMailDeliveries(applications.map((application) => application.id));

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
      notice.success(done);
    } catch {
      notice.failure(failed);
    }
  }

  const applicant = ({ email, category }: AdminJobApplication) => ({ variables: { email, category } });

  return (
    <section className={tables.section} aria-labelledby="applications-heading">
      <div className={tables.heading}>
        <h2 id="applications-heading">Job Applications</h2>
      </div>
      {error && (
        <p className={tables.error} role="alert">
          {M.applicationsFailed}
        </p>
      )}
      {notice.notice && <StatusMessage tone={notice.notice.tone}>{notice.notice.text}</StatusMessage>}
      <ListPager {...pager} noun="applications" />
      <AdminTable
        name="Job Applications table"
        headers={HEADERS}
        rows={applications}
        loading={loading}
        emptyText="No applications yet."
        renderRow={(application) => (
          <tr key={application.id}>
            <td>{application.name}</td>
            <td>
              <a href={`mailto:${application.email}`}>{application.email}</a>
            </td>
            <td>{application.phone}</td>
            <td>{application.category}</td>
            <td>{formatSubmittedAt(application.submittedAt ?? application.receivedAt)}</td>
            <td className={tables.message}>{application.coverLetter || '-'}</td>
            <td>
              <a href={application.resume.url} target="_blank" rel="noopener">
                Resume<span className={styles.visuallyHidden}> of {application.name}</span>
              </a>
            </td>
            <td>{application.status}</td>
            <td>
              <MailStatus deliveries={mailDeliveries.get(application.id)} />
            </td>
            <td>
              <div className={styles.actions}>
                {application.status !== ACCEPTED && (
                  <>
                    <button type="button" className={buttons.action} onClick={() => void run(() => accept(applicant(application)), M.accepted, M.statusFailed)}>
                      Accept<span className={styles.visuallyHidden}> {application.name}</span>
                    </button>
                    <button
                      type="button"
                      className={buttons.danger}
                      onClick={() => window.confirm(M.confirmReject) && void run(() => reject(applicant(application)), M.rejected, M.statusFailed)}
                    >
                      Reject<span className={styles.visuallyHidden}> {application.name}</span>
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={buttons.danger}
                  onClick={() => window.confirm(M.confirmDelete) && void run(() => remove(applicant(application)), M.deleted, M.deleteFailed)}
                >
                  Delete<span className={styles.visuallyHidden}> {application.name}</span>
                </button>
              </div>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
