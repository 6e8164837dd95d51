import { useMutation, useQuery } from '@apollo/client/react';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, type AccountRoleName } from '@site/schema';
import { AdminTable } from '../../../components/admin/admin-table';
import tables from '../../../components/admin/submissions-table.module.css';
import { StatusMessage } from '../../../components/status-message';
import { useNotice } from '../../../lib/admin/use-notice';
import { ACCOUNTS, SET_ACCOUNT_ACTIVE, SET_ACCOUNT_ROLE, type TeamAccount } from './account-operations';
import { InviteForm } from './invite-form';

const HEADERS = ['Name', 'E-mail', 'Role', 'Status', 'Actions'] as const;

/** The Owner's Accounts tab: who is on the team, with what role; invite, change a role, deactivate. */
export function AccountsTab() {
  const { data, loading, refetch } = useQuery(ACCOUNTS, { fetchPolicy: 'cache-and-network' });
  const [setRole] = useMutation(SET_ACCOUNT_ROLE);
  const [setActive] = useMutation(SET_ACCOUNT_ACTIVE);
  const { notice, success, failure } = useNotice();

  async function change(account: TeamAccount, run: () => Promise<unknown>, done: string) {
    try {
      await run();
      success(done);
    } catch (refusal) {
      failure(refusal instanceof Error ? refusal.message : `The change to ${account.name} failed.`);
    }
  }

  return (
    <section className={tables.section} aria-labelledby="accounts-heading">
      <div className={tables.heading}>
        <h2 id="accounts-heading">Accounts</h2>
      </div>
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      <AdminTable
        name="Accounts table"
        headers={HEADERS}
        rows={data?.accounts ?? []}
        loading={loading}
        emptyText="No accounts."
        renderRow={(account) => (
          <tr key={account.id}>
            <td>{account.name}</td>
            <td>{account.email ?? account.id}</td>
            <td>
              <select
                aria-label={`Role of ${account.name}`}
                value={account.role}
                onChange={(event) =>
                  void change(
                    account,
                    () => setRole({ variables: { id: account.id, role: event.target.value as AccountRoleName } }),
                    `${account.name} is now ${ACCOUNT_ROLE_LABELS[event.target.value as AccountRoleName]}.`,
                  )
                }
              >
                {ACCOUNT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ACCOUNT_ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </td>
            <td>{!account.active ? 'Deactivated' : account.passwordSet ? 'Active' : 'Invited'}</td>
            <td>
              <button
                type="button"
                onClick={() =>
                  void change(
                    account,
                    () => setActive({ variables: { id: account.id, active: !account.active } }),
                    account.active ? `${account.name} is deactivated and signed out everywhere.` : `${account.name} is active again.`,
                  )
                }
              >
                {account.active ? 'Deactivate' : 'Reactivate'}
                <span className="visually-hidden"> {account.name}</span>
              </button>
            </td>
          </tr>
        )}
      />
      <InviteForm onInvited={() => void refetch()} />
    </section>
  );
}
