import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Operation, renderWithServer } from '../../../test/scripted-server';
import { ActivityTab } from './activity-tab';

const entry = {
  __typename: 'AuditEntry',
  id: '7',
  at: '2026-11-25T04:30:00.000Z',
  actor: 'ravi@example.com',
  actorId: 'ravi',
  action: 'closeTicket',
  target: 'MT-0042',
  ip: '203.0.113.9',
  fields: [],
};

function server(): Operation[] {
  return renderWithServer(<ActivityTab />, ({ operationName }) =>
    operationName === 'Accounts'
      ? {
          data: {
            accounts: [
              {
                __typename: 'Account',
                id: 'ravi',
                name: 'Ravi',
                email: 'ravi@example.com',
                role: 'SUPPORT',
                active: true,
                passwordSet: true,
                createdAt: entry.at,
              },
            ],
          },
        }
      : { data: { auditLog: { __typename: 'AuditLogPage', total: 1, items: [entry] } } },
  );
}

describe('ActivityTab', () => {
  it('lists who did what to which record, from where', async () => {
    server();
    const row = (await screen.findByText('MT-0042')).closest('tr')!;
    expect(within(row).getByText('ravi@example.com')).toBeVisible();
    expect(within(row).getByText('closeTicket')).toBeVisible();
    expect(within(row).getByText('203.0.113.9')).toBeVisible();
  });

  it('asks the server for one person, one action and whole days in India time', async () => {
    const asked = server();
    await screen.findByText('MT-0042');
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'ravi');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'closeTicket');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-25');
    const last = asked.filter((operation) => operation.operationName === 'AuditLog').at(-1)!;
    expect(last.variables).toMatchObject({ actorId: 'ravi', action: 'closeTicket', from: '2026-11-24T18:30:00.000Z', to: null });
  });
});
