import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, networkDown, setOnline, stubFetch } from '../../lib/outbox/test-support';
import { keepCopy } from '../../lib/public-read/device-copy';
import { CareersPage, JOB_ROLES_FAILED_MESSAGE } from './careers-page';
import { closedRoleNotice } from './closed-role-notice';
import { jobRolesRead } from './job-roles-read';

const ROLES = [
  { id: 1, role: 'Software Development', accepting: true },
  { id: 2, role: 'Mechanical Engineer', accepting: false },
];

/** A role card's name: the role, its status, then what choosing it does (spacing differs between DOM implementations). */
const card = (role: string, status: 'Open' | 'Closed') => `${role}, ${status}, ${status === 'Open' ? 'Apply now' : 'See details'}`;

const rolesAnswer = () => json({ data: { jobRoles: ROLES } });

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CareersPage', () => {
  it('says it is loading, then shows each role with Open or Closed, loaded with a plain GraphQL query', async () => {
    const fetch = stubFetch(rolesAnswer);
    render(<CareersPage />);
    expect(screen.getByText('Loading job openings…')).toBeVisible();

    expect(await screen.findByRole('button', { name: card('Software Development', 'Open') })).toBeVisible();
    expect(screen.getByRole('button', { name: card('Mechanical Engineer', 'Closed') })).toBeVisible();
    expect(screen.queryByText('Loading job openings…')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    expect(String(fetch.mock.calls[0]?.[1]?.body)).toContain('jobRoles { id role accepting }');
  });

  it('opens the closed notice for a closed role, and the application for an open one', async () => {
    stubFetch(rolesAnswer);
    const user = userEvent.setup({ delay: null });
    render(<CareersPage />);

    await user.click(await screen.findByRole('button', { name: card('Mechanical Engineer', 'Closed') }));
    const notice = screen.getByRole('dialog', { name: 'Mechanical Engineer' });
    expect(within(notice).getByText(closedRoleNotice('Mechanical Engineer'))).toBeVisible();
    expect(within(notice).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Back to the openings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: card('Software Development', 'Open') }));
    const apply = screen.getByRole('dialog', { name: 'Apply for Software Development' });
    const role = within(apply).getByLabelText('Job role') as HTMLInputElement;
    expect(role.value).toBe('Software Development');
    expect(role.readOnly).toBe(true);
  });

  it('says the openings failed to load, and the message goes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(networkDown);
    render(<CareersPage />);

    expect(await screen.findByText(JOB_ROLES_FAILED_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText(JOB_ROLES_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('treats a GraphQL error as a failed load', async () => {
    stubFetch(() => json({ errors: [{ message: 'Too complex' }], data: null }, 400));
    render(<CareersPage />);
    expect(await screen.findByText(JOB_ROLES_FAILED_MESSAGE)).toBeVisible();
  });

  it('offline, shows the roles last loaded on this device and says they may be out of date', async () => {
    keepCopy(jobRolesRead, ROLES, new Date('2025-03-01T06:30:00Z'));
    stubFetch(networkDown);
    render(<CareersPage />);

    expect(await screen.findByRole('button', { name: card('Software Development', 'Open') })).toBeVisible();
    expect(screen.getByText(/These are the openings as of 1 Mar 2025, 12:00 pm; they may be out of date\./)).toBeVisible();
    expect(screen.getByText(JOB_ROLES_FAILED_MESSAGE)).toBeVisible();
  });

  it('keeps the roles it loaded for the next offline visit', async () => {
    stubFetch(rolesAnswer);
    render(<CareersPage />);
    await screen.findByRole('button', { name: card('Software Development', 'Open') });
    expect(JSON.parse(localStorage.getItem('careers.jobRoles') ?? '{}').data).toEqual(ROLES);
  });
});
