import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Operation, renderWithServer } from '../../../test/scripted-server';
import { SessionsPanel } from './sessions-panel';

const session = (id: string, device: string, current: boolean) => ({
  __typename: 'AccountSessionInfo',
  id,
  device,
  ip: '203.0.113.9',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-24T10:00:00.000Z',
  current,
});

describe('sessions in Your account', () => {
  it('lists the sessions with this one marked, and ends another', async () => {
    const user = userEvent.setup();
    let sessions = [session('s1', 'Chrome 156 on Linux', true), session('s2', 'Safari 18 on iOS', false)];
    const asked = renderWithServer(<SessionsPanel />, ({ operationName, variables }: Operation) => {
      if (operationName === 'EndSession') {
        sessions = sessions.filter((s) => s.id !== variables.id);
        return { data: { endSession: true } };
      }
      return { data: { mySessions: sessions } };
    });
    const current = (await screen.findByRole('rowheader', { name: /Chrome 156 on Linux/ })).closest('tr')!;
    expect(current).toHaveTextContent('(this session)');
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    const other = screen.getByRole('rowheader', { name: /Safari 18 on iOS/ }).closest('tr')!;
    expect(within(other).getAllByRole('cell')[0]).toHaveTextContent('203.0.113.9');
    await user.click(within(other).getByRole('button', { name: 'End session: Safari 18 on iOS' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Session ended: Safari 18 on iOS.');
    expect(screen.queryByRole('rowheader', { name: /Safari/ })).not.toBeInTheDocument();
    expect(asked.filter((o) => o.operationName === 'EndSession')).toEqual([{ operationName: 'EndSession', variables: { id: 's2' } }]);
  });
});
