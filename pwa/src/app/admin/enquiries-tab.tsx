import { ContactsTable } from '../../features/contacts/admin/contacts-table';
import { EnquiryTable } from '../../features/enquiries/admin/enquiry-table';

/** The Enquiries tab: the quick enquiries, then the Contact page's messages. */
export function EnquiriesTab() {
  return (
    <>
      <EnquiryTable />
      <ContactsTable />
    </>
  );
}
