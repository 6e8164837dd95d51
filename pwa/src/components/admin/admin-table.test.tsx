import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './admin-table';

interface Ticket {
  id: string;
  name: string;
}

const HEADERS = ['Ticket', 'Name'];

function table(rows: readonly Ticket[], loading: boolean) {
  render(
    <AdminTable
      name="Maintenance tickets table"
      headers={HEADERS}
      rows={rows}
      loading={loading}
      emptyText="No tickets in this category."
      caption={<caption>Maintenance tickets</caption>}
      renderRow={(ticket) => (
        <tr key={ticket.id}>
          <td>{ticket.id}</td>
          <td>{ticket.name}</td>
        </tr>
      )}
    />,
  );
  const [head, body] = screen.getAllByRole('rowgroup');
  return { head: head!, bodyRows: within(body!).getAllByRole('row') };
}

describe('AdminTable', () => {
  it('names the table and its columns', () => {
    const { head } = table([], false);
    expect(screen.getByRole('table', { name: 'Maintenance tickets' })).toBeVisible();
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(HEADERS);
  });

  it('scrolls in a named region the keyboard can reach, for a table wider than the screen', () => {
    table([], false);
    const region = screen.getByRole('region', { name: 'Maintenance tickets table' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeVisible();
  });

  it('says Loading… across every column while the first rows load', () => {
    const { bodyRows } = table([], true);
    expect(bodyRows).toHaveLength(1);
    const cell = within(bodyRows[0]!).getByRole('cell');
    expect(cell.textContent).toBe('Loading…');
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('says the empty text when nothing is there', () => {
    const { bodyRows } = table([], false);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['No tickets in this category.']);
  });

  it('keeps showing the rows it has while the next ones load', () => {
    const { bodyRows } = table(
      [
        { id: 'T-1', name: 'Asha' },
        { id: 'T-2', name: 'Ravi' },
      ],
      true,
    );
    expect(bodyRows.map((row) => row.textContent)).toEqual(['T-1Asha', 'T-2Ravi']);
  });
});
