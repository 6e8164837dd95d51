import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PAGE_SIZE, formatSubmittedAt } from '@site/schema';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import tables from '../../../components/admin/submissions-table.module.css';
import buttons from '../../../components/button.module.css';
import { StatusMessage } from '../../../components/status-message';
import { RegisterWebhookForm } from './register-webhook-form';
import { DELETE_WEBHOOK_ENDPOINT, RESEND_WEBHOOK_DELIVERY, WEBHOOK_DELIVERIES, WEBHOOK_ENDPOINTS, type WebhookDeliveryRow } from './webhook-operations';
import styles from './webhooks.module.css';

/** Deliveries change on their own (tries, retries), so the list is asked again this often while shown. */
const DELIVERIES_POLL_MS = 5_000;
const FINISHED = new Set(['done', 'skipped', 'failed']);

/** The Webhooks tab: the endpoints other systems receive events at, and every delivery with its tries. */
export function WebhooksTab() {
  const endpoints = useQuery(WEBHOOK_ENDPOINTS, { fetchPolicy: 'cache-and-network' });
  const [offset, setOffset] = useState(0);
  const deliveries = useQuery(WEBHOOK_DELIVERIES, {
    variables: { offset, limit: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: DELIVERIES_POLL_MS,
  });
  const [remove] = useMutation(DELETE_WEBHOOK_ENDPOINT);
  const [resend] = useMutation(RESEND_WEBHOOK_DELIVERY);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const urlOf = new Map((endpoints.data?.webhookEndpoints ?? []).map((endpoint) => [endpoint.id, endpoint.url]));
  const page = deliveries.data?.webhookDeliveries;

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      setNotice({ tone: 'success', text: done });
    } catch {
      setNotice({ tone: 'error', text: 'That did not work. Try again.' });
    }
    await Promise.all([endpoints.refetch(), deliveries.refetch()]).catch(() => undefined);
  }

  const renderDelivery = (delivery: WebhookDeliveryRow) => {
    const latest = delivery.attempts[0];
    return (
      <tr key={delivery.id}>
        <td>
          <code>{delivery.event}</code>
        </td>
        <td>{urlOf.get(delivery.endpointId) ?? 'deleted endpoint'}</td>
        <td>{delivery.status}</td>
        <td>
          {delivery.attempts.length === 0 ? (
            'none yet'
          ) : (
            <details>
              <summary>
                {delivery.attemptCount} {delivery.attemptCount === 1 ? 'try' : 'tries'}, last {latest?.status ?? 'no answer'}
              </summary>
              <ol className={styles.attempts} reversed>
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.attemptedAt}>
                    {formatSubmittedAt(attempt.attemptedAt)}: {attempt.status ?? 'no answer'} in {attempt.durationMs} ms
                    {attempt.answer ? `, “${attempt.answer.slice(0, 120)}”` : ''}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </td>
        <td>{formatSubmittedAt(delivery.createdAt)}</td>
        <td>
          <button
            type="button"
            className={buttons.action}
            disabled={!FINISHED.has(delivery.status)}
            aria-label={`Resend ${delivery.event} delivery ${delivery.messageId}`}
            onClick={() => void act(() => resend({ variables: { id: delivery.id } }), `Delivery ${delivery.messageId} will be sent again.`)}
          >
            Resend
          </button>
        </td>
      </tr>
    );
  };

  return (
    <>
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      <section className={tables.section} aria-labelledby="webhook-endpoints">
        <div className={tables.heading}>
          <h2 id="webhook-endpoints">Webhook Endpoints</h2>
        </div>
        <AdminTable
          name="Webhook endpoints table"
          headers={['URL', 'Events', 'Registered', 'Action']}
          rows={endpoints.data?.webhookEndpoints ?? []}
          loading={endpoints.loading}
          emptyText="No endpoints yet."
          renderRow={(endpoint) => (
            <tr key={endpoint.id}>
              <td>{endpoint.url}</td>
              <td>{endpoint.events.join(', ')}</td>
              <td>{formatSubmittedAt(endpoint.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className={buttons.danger}
                  aria-label={`Delete endpoint ${endpoint.url}`}
                  onClick={() => void act(() => remove({ variables: { id: endpoint.id } }), 'The endpoint was deleted.')}
                >
                  Delete
                </button>
              </td>
            </tr>
          )}
        />
        <h3>Register an Endpoint</h3>
        <RegisterWebhookForm onRegistered={() => void endpoints.refetch().catch(() => undefined)} />
      </section>
      <section className={tables.section} aria-labelledby="webhook-deliveries">
        <div className={tables.heading}>
          <h2 id="webhook-deliveries">Webhook Deliveries</h2>
        </div>
        {deliveries.error && <StatusMessage tone="error">The deliveries could not be loaded.</StatusMessage>}
        <AdminTable
          name="Webhook deliveries table"
          headers={['Event', 'Endpoint', 'Status', 'Tries', 'Created', 'Action']}
          rows={page?.rows ?? []}
          loading={deliveries.loading}
          emptyText="No deliveries yet."
          renderRow={renderDelivery}
        />
        {page && page.total > ADMIN_PAGE_SIZE && (
          <div>
            <button type="button" className={buttons.secondary} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE))}>
              Newer
            </button>{' '}
            <button
              type="button"
              className={buttons.secondary}
              disabled={offset + ADMIN_PAGE_SIZE >= page.total}
              onClick={() => setOffset(offset + ADMIN_PAGE_SIZE)}
            >
              Older
            </button>
          </div>
        )}
      </section>
    </>
  );
}
