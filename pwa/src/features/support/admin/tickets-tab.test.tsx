import { ADMIN_PAGE_SIZE } from '@site/schema';
import { ticketContact } from '@site/schema/test/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import type { AdminTicket } from './ticket-operations';
import { TICKET_MESSAGES as M } from './ticket-messages';
import { TicketsTab } from './tickets-tab';

/** The tab against a server that is `answer`; returns every operation asked. */
function serve(answer: (operation: Operation) => Answer) {
  return renderWithServer(<TicketsTab />, answer);
}

function ticket(overrides: Partial<AdminTicket> = {}): AdminTicket {
  return {
    id: 't1',
    ticketId: 'MNT-001',
    category: 'Maintenance',
    status: 'Open',
    ...ticketContact(),
    query: 'Arm stalls',
    message: 'Need a quote',
    productName: 'Rover X',
    assignedEngineer: null,
    receivedAt: '2026-11-20T10:00:00.000Z',
    attachment: null,
    ...overrides,
  };
}

const typed = (t: AdminTicket) => ({ __typename: 'SupportTicket', ...t, attachment: t.attachment && { __typename: 'StoredFile', ...t.attachment } });
const page = (rows: AdminTicket[]): Answer => ({ data: { supportTicketPage: { __typename: 'SupportTicketPage', total: rows.length, rows: rows.map(typed) } } });
const refused: Answer = { data: null, errors: [{ message: 'refused' }] };

/** A server holding `rows`, whose mutations answer as `mutations` says. */
function server(
  rows: AdminTicket[],
  mutations: Partial<Record<'AssignEngineer' | 'CloseTicket' | 'DeleteTicket', (variables: Record<string, unknown>) => Answer>> = {},
) {
  return serve(({ operationName, variables }) => {
    if (operationName === 'SupportTicketPage') return page(rows.filter((row) => row.category === variables.category));
    const mutation = mutations[operationName as keyof typeof mutations];
    if (!mutation) throw new Error(`unexpected ${operationName}`);
    return mutation(variables);
  });
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const row = (ticketId: string) => screen.getByRole('cell', { name: ticketId }).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('TicketsTab', () => {
  it('shows Loading… until the first page answers, asking for the first page of Maintenance with no search', async () => {
    const asked = server([ticket()]);
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'MNT-001' })).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(asked[0]).toEqual({ operationName: 'SupportTicketPage', variables: { category: 'Maintenance', offset: 0, limit: ADMIN_PAGE_SIZE, search: null } });
    expect(screen.getByRole('button', { name: 'Previous Maintenance tickets' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search Maintenance tickets' })).toBeVisible();
  });

  it('says when a category has no tickets', async () => {
    server([]);
    expect(await screen.findByText('No tickets in this category.')).toBeVisible();
  });

  it('says the tickets could not be fetched when the server refuses', async () => {
    serve(() => refused);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch data. Please try again.');
    expect(screen.getByText('No tickets in this category.')).toBeVisible();
  });

  it('shows Issue and Attachment for Maintenance, and Product and Message for the other categories', async () => {
    const asked = server([ticket(), ticket({ id: 't2', ticketId: 'PRD-001', category: 'Product Details' })]);
    await screen.findByRole('cell', { name: 'MNT-001' });
    expect(headers()).toEqual(['Ticket', 'Received', 'Name', 'Contact', 'Organization', 'Issue', 'Attachment', 'Status', 'Engineer', 'E-mail', 'Actions']);
    expect(within(row('MNT-001')).getByRole('cell', { name: 'Arm stalls' })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Product Details' }));
    await screen.findByRole('cell', { name: 'PRD-001' });
    expect(screen.getByRole('button', { name: 'Product Details' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('cell', { name: 'MNT-001' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['Ticket', 'Received', 'Name', 'Contact', 'Organization', 'Product', 'Message', 'Status', 'Engineer', 'E-mail', 'Actions']);
    expect(within(row('PRD-001')).getByRole('cell', { name: 'Rover X' })).toBeVisible();
    expect(within(row('PRD-001')).getByRole('cell', { name: 'Need a quote' })).toBeVisible();
    expect(asked.at(-1)!.variables).toEqual({ category: 'Product Details', offset: 0, limit: ADMIN_PAGE_SIZE, search: null });
  });

  it('asks for an engineer before assigning', async () => {
    const assign = vi.fn(() => refused);
    server([ticket()], { AssignEngineer: assign });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Assign MNT-001' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select an engineer first.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('assigns the chosen engineer and says so', async () => {
    const rows = [ticket()];
    const assign = vi.fn((variables: Record<string, unknown>) => {
      rows[0] = ticket({ assignedEngineer: variables.engineer as string, status: 'In Progress' });
      return { data: { assignEngineer: typed(rows[0]) } };
    });
    server(rows, { AssignEngineer: assign });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engineer for MNT-001' }), 'Priya Nair');
    await user.click(screen.getByRole('button', { name: 'Assign MNT-001' }));
    expect((await screen.findByRole('status')).textContent).toBe('Engineer assigned successfully!');
    expect(assign).toHaveBeenCalledWith({ ticketId: 'MNT-001', engineer: 'Priya Nair' });
    await waitFor(() => expect(within(row('MNT-001')).getByRole('cell', { name: 'In Progress' })).toBeVisible());
    expect(within(row('MNT-001')).getByRole('cell', { name: 'Priya Nair' })).toBeVisible();
  });

  it('says so when the assignment fails', async () => {
    server([ticket()], { AssignEngineer: () => refused });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Engineer for MNT-001' }), 'Rahul Sharma');
    await user.click(screen.getByRole('button', { name: 'Assign MNT-001' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error assigning engineer.'));
  });

  it('closes a ticket, then hides Assign and Close for it', async () => {
    const rows = [ticket()];
    const close = vi.fn(() => {
      rows[0] = ticket({ status: 'Completed' });
      return { data: { closeTicket: typed(rows[0]) } };
    });
    server(rows, { CloseTicket: close });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close MNT-001' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ticket closed successfully!');
    expect(close).toHaveBeenCalledWith({ ticketId: 'MNT-001' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close MNT-001' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Assign MNT-001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Engineer for MNT-001' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete MNT-001' })).toBeVisible();
  });

  it('says so when closing fails', async () => {
    server([ticket()], { CloseTicket: () => refused });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close MNT-001' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error closing ticket.'));
    expect(screen.getByRole('button', { name: 'Close MNT-001' })).toBeVisible();
  });

  it('offers only Delete on a Completed ticket', async () => {
    server([ticket({ status: 'Completed', assignedEngineer: 'Arjun Mehta' })]);
    expect(await screen.findByRole('button', { name: 'Delete MNT-001' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Assign MNT-001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close MNT-001' })).not.toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const remove = vi.fn(() => ({ data: { deleteTicket: true } }));
    server([ticket()], { DeleteTicket: remove });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete MNT-001' }));
    expect(confirm).toHaveBeenCalledWith(M.confirmDelete);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('deletes a ticket once confirmed, and it leaves the list', async () => {
    vi.stubGlobal('confirm', () => true);
    const rows = [ticket()];
    const remove = vi.fn(() => {
      rows.pop();
      return { data: { deleteTicket: true } };
    });
    server(rows, { DeleteTicket: remove });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete MNT-001' }));
    expect((await screen.findByRole('status')).textContent).toBe('Inquiry deleted successfully!');
    expect(remove).toHaveBeenCalledWith({ ticketId: 'MNT-001' });
    expect(await screen.findByText('No tickets in this category.')).toBeVisible();
  });

  it('says so when deleting fails', async () => {
    vi.stubGlobal('confirm', () => true);
    server([ticket()], { DeleteTicket: () => refused });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete MNT-001' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to delete inquiry.'));
    expect(screen.getByRole('cell', { name: 'MNT-001' })).toBeVisible();
  });

  it('previews an image attachment, links a PDF one, and shows a dash without one', async () => {
    server([
      ticket({ attachment: { id: 'f1', name: 'arm.png', type: 'image/png', url: '/files/private/f1' } }),
      ticket({ id: 't2', ticketId: 'MNT-002', attachment: { id: 'f2', name: 'report.pdf', type: 'application/pdf', url: '/files/private/f2' } }),
      ticket({ id: 't3', ticketId: 'MNT-003' }),
    ]);
    const image = await screen.findByRole('img', { name: 'Attachment arm.png' });
    expect(image).toHaveAttribute('src', '/files/private/f1');
    const imageLink = image.closest('a')!;
    expect(imageLink).toHaveAttribute('href', '/files/private/f1');
    expect(imageLink).toHaveAttribute('target', '_blank');

    const pdf = within(row('MNT-002')).getByRole('link', { name: 'report.pdf (PDF)' });
    expect(pdf).toHaveAttribute('href', '/files/private/f2');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(pdf).queryByRole('img')).not.toBeInTheDocument();

    const cells = within(row('MNT-003')).getAllByRole('cell');
    expect(cells[6]!.textContent).toBe('-');
  });
});
