import { ADMIN_PAGE_SIZE } from '@site/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import { ApplicationsPanel } from './applications-panel';
import { CAREERS_ADMIN_MESSAGES as M } from './careers-messages';
import type { AdminJobApplication } from './careers-operations';

type Mutation = 'AcceptJobApplication' | 'RejectJobApplication' | 'DeleteJobApplication';

function application(overrides: Partial<AdminJobApplication> = {}): AdminJobApplication {
  return {
    id: 'a1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    category: 'Robotics Engineer',
    coverLetter: 'I build arms.',
    status: 'pending',
    submittedAt: '2026-11-20T10:00:00.000Z',
    receivedAt: '2026-11-20T10:00:01.000Z',
    resume: { id: 'r1', name: 'asha.pdf', type: 'application/pdf', url: '/files/private/r1' },
    ...overrides,
  };
}

const typed = (a: AdminJobApplication) => ({ __typename: 'JobApplication', ...a, resume: { __typename: 'StoredFile', ...a.resume } });
const refused: Answer = { data: null, errors: [{ message: 'refused' }] };

/**
 * Renders the panel against a server holding `rows` (or claiming `total` of them), whose
 * mutations answer as `mutations` says. Returns every operation asked.
 */
function server(rows: AdminJobApplication[], mutations: Partial<Record<Mutation, (variables: Record<string, unknown>) => Answer>> = {}, total?: number) {
  const answer = ({ operationName, variables }: Operation): Answer => {
    if (operationName === 'JobApplicationPage') {
      return { data: { jobApplicationPage: { __typename: 'JobApplicationPage', total: total ?? rows.length, rows: rows.map(typed) } } };
    }
    const mutation = mutations[operationName as Mutation];
    if (!mutation) throw new Error(`unexpected ${operationName}`);
    return mutation(variables);
  };
  return renderWithServer(<ApplicationsPanel />, answer);
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('ApplicationsPanel', () => {
  it('shows Loading… and then a row per application of the first page', async () => {
    const asked = server([application(), application({ id: 'a2', name: 'Ravi Kumar', email: 'ravi@example.com', coverLetter: '' })]);
    expect(screen.getByText('Loading…')).toBeVisible();
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(asked[0]).toEqual({ operationName: 'JobApplicationPage', variables: { offset: 0, limit: ADMIN_PAGE_SIZE, search: null } });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Job Role',
      'Submitted At',
      'Cover Letter',
      'Resume',
      'Status',
      'E-mail',
      'Actions',
    ]);
    const cells = within(rowOf('Asha Rao')).getAllByRole('cell');
    expect(within(cells[1]!).getByRole('link')).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(cells[3]!.textContent).toBe('Robotics Engineer');
    expect(cells[4]!.textContent).toMatch(/20 Nov 2026/);
    expect(cells[5]!.textContent).toBe('I build arms.');
    const resume = within(cells[6]!).getByRole('link', { name: 'Resume of Asha Rao' });
    expect(resume).toHaveAttribute('href', '/files/private/r1');
    expect(resume).toHaveAttribute('target', '_blank');
    expect(cells[7]!.textContent).toBe('pending');
    expect(within(rowOf('Ravi Kumar')).getAllByRole('cell')[5]!.textContent).toBe('-');
  });

  it('says when there are no applications', async () => {
    server([]);
    expect(await screen.findByText('No applications yet.')).toBeVisible();
  });

  it('says the applications could not load when the server refuses', async () => {
    renderWithServer(<ApplicationsPanel />, () => refused);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load applications');
    expect(screen.getByText('No applications yet.')).toBeVisible();
  });

  it('offers Accept and Reject only while an application is not accepted', async () => {
    server([application(), application({ id: 'a2', name: 'Ravi Kumar', email: 'ravi@example.com', status: 'accepted' })]);
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(
      within(rowOf('Asha Rao'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept Asha Rao', 'Reject Asha Rao', 'Delete Asha Rao']);
    expect(
      within(rowOf('Ravi Kumar'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete Ravi Kumar']);
  });

  it('accepts an application, says so, and then offers only Delete', async () => {
    const rows = [application()];
    const accept = vi.fn(() => {
      const accepted = application({ status: 'accepted' });
      rows[0] = accepted;
      return { data: { acceptJobApplication: [typed(accepted)] } };
    });
    server(rows, { AcceptJobApplication: accept });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept Asha Rao' }));
    expect((await screen.findByRole('status')).textContent).toBe('Application accepted!');
    expect(accept).toHaveBeenCalledWith({ email: 'asha@example.com', category: 'Robotics Engineer' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Asha Rao' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reject Asha Rao' })).not.toBeInTheDocument();
    expect(within(rowOf('Asha Rao')).getAllByRole('cell')[7]!.textContent).toBe('accepted');
  });

  it('says so when accepting fails', async () => {
    server([application()], { AcceptJobApplication: () => refused });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept Asha Rao' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update application status'));
  });

  it('rejects only after confirming, and says so', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const rows = [application()];
    const reject = vi.fn(() => {
      rows.pop();
      return { data: { rejectJobApplication: 1 } };
    });
    server(rows, { RejectJobApplication: reject });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Asha Rao' }));
    expect(confirm).toHaveBeenCalledWith(M.confirmReject);
    expect(reject).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Reject Asha Rao' }));
    expect((await screen.findByRole('status')).textContent).toBe('Application rejected!');
    expect(reject).toHaveBeenCalledWith({ email: 'asha@example.com', category: 'Robotics Engineer' });
    expect(await screen.findByText('No applications yet.')).toBeVisible();
  });

  it('says so when rejecting fails', async () => {
    vi.stubGlobal('confirm', () => true);
    server([application()], { RejectJobApplication: () => refused });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject Asha Rao' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update application status'));
  });

  it('deletes only after confirming, and says so', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const rows = [application({ status: 'accepted' })];
    const remove = vi.fn(() => {
      rows.pop();
      return { data: { deleteJobApplication: 1 } };
    });
    server(rows, { DeleteJobApplication: remove });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    expect(confirm).toHaveBeenCalledWith(M.confirmDelete);
    expect(remove).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    expect((await screen.findByRole('status')).textContent).toBe('Application deleted successfully!');
    expect(remove).toHaveBeenCalledWith({ email: 'asha@example.com', category: 'Robotics Engineer' });
    expect(await screen.findByText('No applications yet.')).toBeVisible();
  });

  it('says so when deleting fails', async () => {
    vi.stubGlobal('confirm', () => true);
    server([application()], { DeleteJobApplication: () => refused });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to delete application'));
    expect(screen.getByRole('cell', { name: 'Asha Rao' })).toBeVisible();
  });

  it('has a search box and Previous/Next that ask the server for the next page and for the search', async () => {
    const asked = server([application()], {}, ADMIN_PAGE_SIZE + 1);
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(screen.getByText(`1–${ADMIN_PAGE_SIZE} of ${ADMIN_PAGE_SIZE + 1} applications`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous applications' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next applications' }));
    await screen.findByText(`${ADMIN_PAGE_SIZE + 1}–${ADMIN_PAGE_SIZE + 1} of ${ADMIN_PAGE_SIZE + 1} applications`);
    expect(asked.at(-1)!.variables).toEqual({ offset: ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE, search: null });
    expect(screen.getByRole('button', { name: 'Next applications' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), ' asha ');
    await waitFor(() => expect(asked.at(-1)!.variables).toEqual({ offset: 0, limit: ADMIN_PAGE_SIZE, search: 'asha' }), { timeout: 3000 });
    await screen.findByText(`1–${ADMIN_PAGE_SIZE} of ${ADMIN_PAGE_SIZE + 1} applications`);
  });
});
