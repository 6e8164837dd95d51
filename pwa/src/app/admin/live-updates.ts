import { useApolloClient, useSubscription } from '@apollo/client/react';
import { APPLICATION_STATUS_CHANGED_SUBSCRIPTION, SUBMISSION_CREATED_SUBSCRIPTION, TICKET_STATUS_CHANGED_SUBSCRIPTION } from '@site/schema';
import { useCallback, useEffect, useRef } from 'react';
import { apolloDocument } from '../../lib/apollo-document';

const SUBMISSION_CREATED = apolloDocument(SUBMISSION_CREATED_SUBSCRIPTION);
const TICKET_STATUS_CHANGED = apolloDocument(TICKET_STATUS_CHANGED_SUBSCRIPTION);
const APPLICATION_STATUS_CHANGED = apolloDocument(APPLICATION_STATUS_CHANGED_SUBSCRIPTION);

/** Events that arrive together (a burst of submissions) are answered with one refresh. */
export const LIVE_REFRESH_PAUSE_MS = 250;

/**
 * Keeps the open dashboard current: when a submission arrives or a ticket or application changes
 * state, on any gateway, the lists and waiting counts on screen are asked again, so a new row
 * appears in its tab and the tab's badge changes without a reload.
 */
export function useLiveUpdates(): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void client.refetchQueries({ include: 'active' }).catch(() => undefined), LIVE_REFRESH_PAUSE_MS);
  }, [client]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscription(SUBMISSION_CREATED, { onData: refresh });
  useSubscription(TICKET_STATUS_CHANGED, { onData: refresh });
  useSubscription(APPLICATION_STATUS_CHANGED, { onData: refresh });
}
