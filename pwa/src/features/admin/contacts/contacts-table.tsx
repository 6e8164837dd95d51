import { useMutation, useQuery } from '@apollo/client/react';
import { CONTACTS_CSV_FILE } from '@site/schema';
import { useMailDeliveries } from '../../../components/admin/mail-status';
import { SubmissionsTable } from '../../../components/admin/submissions-table';
import { CONTACT_SUBMISSIONS, SAVE_CONTACT_REMARK } from './contact-operations';

export const CONTACTS_LOAD_FAILED = 'Failed to load Contact Us submissions';

/** The 'Contact Details' table: what visitors sent through the Contact page's Get In Touch form. */
export function ContactsTable() {
  const { data, loading, error } = useQuery(CONTACT_SUBMISSIONS);
  const [saveRemark] = useMutation(SAVE_CONTACT_REMARK);
  const rows = error ? [] : (data?.contactSubmissions ?? []).map((c) => ({ ...c, phone: c.mobile }));
  const mailDeliveries = useMailDeliveries(rows.map((row) => row.id));

  return (
    <SubmissionsTable
      title="Contact Details"
      messageHeader="Message"
      rows={rows}
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
