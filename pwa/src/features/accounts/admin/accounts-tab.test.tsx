import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import { AccountsTab } from './accounts-tab';

const account = (id: string, name: string, role: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Account',
  id,
  name,
  email: `${id}@example.com`,
  role,
  active: true,
  passwordSet: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function server(answers: Partial<Record<string, Answer>>): Operation[] {
  return renderWithServer(
    <AccountsTab />,
    ({ operationName }) => answers[operationName] ?? { data: null, errors: [{ message: `unexpected ${operationName}` }] },
  );
}

describe('AccountsTab', () => {
  it('lists the team, and shows the link to hand over when the server has no e-mail', async () => {
    const asked = server({
      Accounts: { data: { accounts: [account('admin', 'admin', 'OWNER'), account('ravi', 'Ravi', 'SUPPORT', { passwordSet: false })] } },
      InviteAccount: { data: { inviteAccount: { ...account('asha', 'Asha', 'CAREERS', { passwordSet: false }), invitationLink: '/invitation#token123' } } },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Invited')).toBeVisible();
    expect(within(table).getByRole('combobox', { name: 'Role of Ravi' })).toHaveValue('SUPPORT');

    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'CAREERS');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveTextContent(`${window.location.origin}/invitation#token123`);
    expect(asked.find((operation) => operation.operationName === 'InviteAccount')?.variables).toEqual({
      input: { name: 'Asha', email: 'asha@example.com', role: 'CAREERS' },
    });
  });

  it('checks the invitation with the shared rule before sending it', async () => {
    const asked = server({ Accounts: { data: { accounts: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByText('Please enter a name.')).toBeVisible();
    expect(asked.map((operation) => operation.operationName)).not.toContain('InviteAccount');
  });

  it('says why the server refused a change, such as demoting the last Owner', async () => {
    server({
      Accounts: { data: { accounts: [account('admin', 'admin', 'OWNER')] } },
      SetAccountRole: { data: null, errors: [{ message: 'The last active Owner cannot be demoted or deactivated.', extensions: { code: 'CONFLICT' } }] },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of admin' }), 'SUPPORT');
    expect(await screen.findByRole('alert')).toHaveTextContent('The last active Owner cannot be demoted or deactivated.');
  });
});
