import { useApolloClient, useMutation } from '@apollo/client/react';
import { CONTACTS_CSV_FILE } from '@site/schema';
import { useMailDeliveries } from '../../../components/admin/mail-column';
import { type SubmissionRow, SubmissionsTable } from '../../../components/admin/submissions-table';
import { usePagedList } from '../../../lib/admin/use-paged-list';
import { type AdminContactSubmission, CONTACT_SUBMISSION_PAGE, CONTACT_SUBMISSIONS, SAVE_CONTACT_REMARK } from './contact-operations';

const CONTACTS_LOAD_FAILED = 'Failed to load Contact Us submissions';

const toRow = (contact: AdminContactSubmission): SubmissionRow => ({ ...contact, phone: contact.mobile });

/** The 'Contact Details' table: what visitors sent through the Contact page's Get In Touch form. */
export function ContactsTable() {
  const client = useApolloClient();
  const { rows, loading, error, pager } = usePagedList(CONTACT_SUBMISSION_PAGE, (data) => data.contactSubmissionPage);
  const [saveRemark] = useMutation(SAVE_CONTACT_REMARK);
  const mailDeliveries = useMailDeliveries(rows.map((row) => row.id));

  return (
    <SubmissionsTable
      title="Contact Details"
      messageHeader="Message"
      rows={rows.map(toRow)}
      pager={{ ...pager, noun: 'contact messages' }}
      allRows={async () => (await client.query({ query: CONTACT_SUBMISSIONS, fetchPolicy: 'network-only' })).data!.contactSubmissions.map(toRow)}
      loading={loading}
      error={error ? CONTACTS_LOAD_FAILED : null}
      emptyText="No submissions found."
      csvFile={CONTACTS_CSV_FILE}
      mailDeliveries={mailDeliveries}
      onSaveRemark={async (id, remark) => {
        await saveRemark({ variables: { id, remark } });
      }}
    />
  );
}
