import { ContactsTable } from '../contacts/contacts-table';
import { EnquiryTable } from './enquiry-table';

export function EnquiriesTab() {
  return (
    <>
      <EnquiryTable />
      <ContactsTable />
    </>
  );
}
