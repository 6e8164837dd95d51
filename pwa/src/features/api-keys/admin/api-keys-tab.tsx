import { useMutation, useQuery } from '@apollo/client/react';
import { kolkataDateOf, shortDate } from '@site/schema';
import { AdminTable } from '../../../components/admin/admin-table';
import { StatusMessage } from '../../../components/status-message';
import { useNotice } from '../../../lib/admin/use-notice';
import { API_KEYS, type ApiKeyRow, REVOKE_API_KEY } from './api-key-operations';
import { CreateKeyForm } from './create-key-form';

const HEADERS = ['Name', 'Scopes', 'Created', 'Expires', 'Last used', 'Status'] as const;

/** The day an instant falls on in India time, as the other admin tables read dates: '21 Nov 2026'. */
const day = (iso: string | null | undefined, none: string) => (iso ? shortDate(kolkataDateOf(new Date(iso))) : none);

/** The Owner's API keys tab: integrators' keys with their scopes and dates; create one (shown once), revoke one. */
export function ApiKeysTab() {
  const { data, loading, refetch } = useQuery(API_KEYS, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(REVOKE_API_KEY);
  const { notice, success, failure } = useNotice();

  async function revokeKey(key: ApiKeyRow) {
    if (!window.confirm(`Revoke the key “${key.name}”? Systems using it are refused from their next request.`)) return;
    try {
      await revoke({ variables: { id: key.id } });
      success(`The key “${key.name}” is revoked.`);
    } catch (refusal) {
      failure(refusal instanceof Error ? refusal.message : `The key “${key.name}” could not be revoked.`);
    }
  }

  return (
    <section aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p>Keys let other systems call /api and /graphql with exactly the scopes you give them. A key never opens this dashboard.</p>
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      <AdminTable
        name="API keys table"
        headers={HEADERS}
        rows={data?.apiKeys ?? []}
        loading={loading}
        emptyText="No API keys."
        renderRow={(key) => (
          <tr key={key.id}>
            <td>{key.name}</td>
            <td>{key.scopes.join(', ')}</td>
            <td>{day(key.createdAt, '')}</td>
            <td>{day(key.expiresAt, 'Never')}</td>
            <td>{day(key.lastUsedAt, 'Not yet')}</td>
            <td>
              {key.revokedAt ? (
                `Revoked ${day(key.revokedAt, '')}`
              ) : (
                <button type="button" onClick={() => void revokeKey(key)}>
                  Revoke<span className="visually-hidden"> {key.name}</span>
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <CreateKeyForm onCreated={() => void refetch()} />
    </section>
  );
}
