import { useApolloClient, useMutation } from '@apollo/client/react';
import { ENQUIRIES_CSV_FILE } from '@site/schema';
import { useMailDeliveries } from '../../../components/admin/mail-column';
import { type SubmissionRow, SubmissionsTable } from '../../../components/admin/submissions-table';
import { usePagedList } from '../../../lib/admin/use-paged-list';
import { type AdminEnquiry, ENQUIRIES, ENQUIRY_PAGE, SAVE_ENQUIRY_REMARK } from './enquiry-operations';

const ENQUIRIES_LOAD_FAILED = 'Failed to load enquiries';

const toRow = (enquiry: AdminEnquiry): SubmissionRow => ({ ...enquiry, message: enquiry.enquiry });

/** The 'Enquiry Details' table: the quick enquiries sent from every page, a page at a time. */
export function EnquiryTable() {
  const client = useApolloClient();
  const { rows, loading, error, pager } = usePagedList(ENQUIRY_PAGE, (data) => data.enquiryPage);
  const [saveRemark] = useMutation(SAVE_ENQUIRY_REMARK);
  const mailDeliveries = useMailDeliveries(rows.map((row) => row.id));

  return (
    <SubmissionsTable
      title="Enquiry Details"
      messageHeader="Enquiry"
      rows={rows.map(toRow)}
      pager={{ ...pager, noun: 'enquiries' }}
      allRows={async () => (await client.query({ query: ENQUIRIES, fetchPolicy: 'network-only' })).data!.enquiries.map(toRow)}
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
