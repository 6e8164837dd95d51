/** What waits in each dashboard tab, in one request. */
export const ADMIN_WAITING_QUERY = 'query AdminWaiting { openTickets pendingApplications enquiriesWithoutRemark contactsWithoutRemark }';
