import { useMutation, useQuery } from '@apollo/client/react';
import { ENQUIRIES_CSV_FILE } from '@site/schema';
import { useMailDeliveries } from '../../../components/admin/mail-status';
import { SubmissionsTable } from '../../../components/admin/submissions-table';
import { ENQUIRIES, SAVE_ENQUIRY_REMARK } from './enquiry-operations';

export const ENQUIRIES_LOAD_FAILED = 'Failed to load enquiries';

/** The 'Enquiry Details' table: the quick enquiries sent from every page. */
export function EnquiryTable() {
  const { data, loading, error } = useQuery(ENQUIRIES);
  const [saveRemark] = useMutation(SAVE_ENQUIRY_REMARK);
  // On a failed load the list is emptied, as the specification says, rather than showing stale rows.
  const rows = error ? [] : (data?.enquiries ?? []).map((e) => ({ ...e, message: e.enquiry }));
  const mailDeliveries = useMailDeliveries(rows.map((row) => row.id));

  return (
    <SubmissionsTable
      title="Enquiry Details"
      messageHeader="Enquiry"
      rows={rows}
      loading={loading}
      error={error ? ENQUIRIES_LOAD_FAILED : null}
      emptyText="No enquiries found."
      csvFile={ENQUIRIES_CSV_FILE}
      mailDeliveries={mailDeliveries}
      onSaveRemark={async (id, remark) => {
        await saveRemark({ variables: { id, remark } });
      }}
    />
  );
}
