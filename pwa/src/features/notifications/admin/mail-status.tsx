import { useMutation, useQuery } from '@apollo/client/react';
import { MAIL_DELIVERIES_QUERY, RESEND_MAIL_MUTATION } from '@site/schema';
import { useState } from 'react';
import { apolloDocument } from '../../../lib/apollo-document';
import type { MailColumn, MailDelivery } from '../../../components/admin/mail-column';
import styles from './mail-status.module.css';

const MAIL_DELIVERIES = apolloDocument(MAIL_DELIVERIES_QUERY);
const RESEND_MAIL = apolloDocument(RESEND_MAIL_MUTATION);

export const RESEND_FAILED = 'Failed to resend the e-mail';

/** The e-mails about the rows a table shows, by submission id: one request for the whole table. */
function useMailDeliveries(sourceIds: readonly string[]): ReadonlyMap<string, MailDelivery[]> {
  const { data } = useQuery(MAIL_DELIVERIES, { variables: { sourceIds: [...sourceIds] }, skip: sourceIds.length === 0 });
  const bySource = new Map<string, MailDelivery[]>();
  for (const delivery of data?.mailDeliveries ?? []) bySource.set(delivery.sourceId, [...(bySource.get(delivery.sourceId) ?? []), delivery]);
  return bySource;
}

function statusText({ status, attempts }: MailDelivery): string {
  if (status === 'sent') return 'sent';
  if (status === 'failed') return 'failed';
  if (status === 'skipped') return 'not sent (no address)';
  return attempts > 0 ? 'retrying' : 'waiting';
}

/** Sends a failed e-mail again; the cell shows its new status from the mutation's answer. */
function ResendButton({ id }: { id: string }) {
  const [resend, { loading }] = useMutation(RESEND_MAIL);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.resend}
        disabled={loading}
        onClick={() => {
          setFailed(false);
          resend({ variables: { id } }).catch(() => setFailed(true));
        }}
      >
        Resend
      </button>
      {failed && <span role="alert"> {RESEND_FAILED}</span>}
    </>
  );
}

/** One table cell: whether the team's and the visitor's e-mails went out, with Resend for a failed one. */
function MailStatus({ deliveries }: { deliveries: readonly MailDelivery[] | undefined }) {
  if (!deliveries?.length) return <span className={styles.mail}>-</span>;
  return (
    <ul className={styles.mail}>
      {deliveries.map((delivery) => (
        <li key={delivery.id} title={delivery.lastError ?? delivery.recipient ?? undefined}>
          {delivery.audience === 'team' ? 'Team' : 'Visitor'}: {statusText(delivery)}
          {delivery.status === 'failed' && <ResendButton id={delivery.id} />}
        </li>
      ))}
    </ul>
  );
}

/** The admin tables' E-mail column, which app/admin provides to every feature's table. */
export const mailColumn: MailColumn = { useDeliveries: useMailDeliveries, Status: MailStatus };
