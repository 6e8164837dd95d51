import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailColumn } from '../../features/notifications/admin/mail-status';
import { MailColumnProvider } from './mail-column';
import { REMARK_SAVE_FAILED } from './remark-input';
import { EXPORT_FAILED, type SubmissionRow, SubmissionsTable } from './submissions-table';

const row: SubmissionRow = {
  id: '1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  message: 'First line\nSecond line',
  submittedAt: '2026-11-20T19:00:00.000Z',
  remark: 'Called',
};

function table(props: Partial<Parameters<typeof SubmissionsTable>[0]> = {}) {
  return render(
    <MailColumnProvider value={mailColumn}>
      <SubmissionsTable
        title="Enquiry Details"
        messageHeader="Enquiry"
        rows={[row]}
        pager={{ noun: 'enquiries', search: '', onSearch: () => undefined, offset: 0, total: 1, onOffset: () => undefined }}
        allRows={async () => [row]}
        loading={false}
        error={null}
        emptyText="No enquiries found."
        csvFile="enquiries.csv"
        onSaveRemark={async () => undefined}
        mailDeliveries={new Map()}
        {...props}
      />
    </MailColumnProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SubmissionsTable', () => {
  it('shows a mailto link, dashes for empty values, kept line breaks and the time in Kolkata', () => {
    table();
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(within(cells[1]!).getByRole('link')).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(cells[2]!.textContent).toBe('-');
    expect(cells[3]!.textContent).toBe('First line\nSecond line');
    // 19:00 UTC on the 20th is 12:30 am on the 21st in Asia/Kolkata.
    expect(cells[4]!.textContent).toMatch(/21 Nov 2026/);
    expect(cells[4]!.textContent).toMatch(/12:30/);
  });

  it("shows whether each of the row's e-mails went out", () => {
    const delivery = { id: '7', sourceId: '1', attempts: 1, recipient: null, lastError: null, sentAt: null };
    table({
      mailDeliveries: new Map([
        [
          '1',
          [
            { ...delivery, audience: 'team', status: 'sent' },
            { ...delivery, id: '8', audience: 'visitor', status: 'pending' },
          ],
        ],
      ]),
    });
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(
      within(cells[6]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Team: sent', 'Visitor: retrying']);
  });

  it.each([
    [{ rows: [], loading: true }, 'Loading…'],
    [{ rows: [] }, 'No enquiries found.'],
  ])('shows the %j state', (props, text) => {
    table(props);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('shows the load failure above the table', () => {
    table({ rows: [], error: 'Failed to load enquiries' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load enquiries');
  });

  it('exports every row of the list, not only the page shown', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const second = { ...row, id: '2', name: 'Ravi Kumar', remark: '' };
    table({ allRows: async () => [row, second] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await blobs[0]!.text();
    expect(csv).toContain('"Asha Rao"');
    expect(csv).toContain('"Ravi Kumar"');
  });

  it('says so when the rows for the CSV cannot load', async () => {
    table({ allRows: () => Promise.reject(new Error('offline')) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('alert').textContent).toBe(EXPORT_FAILED);
  });

  it('cannot export an empty list', () => {
    table({ rows: [], pager: { noun: 'enquiries', search: '', onSearch: () => undefined, offset: 0, total: 0, onOffset: () => undefined } });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('saves a changed remark when the input loses focus, and not an unchanged one', async () => {
    const onSaveRemark = vi.fn(async () => undefined);
    const user = userEvent.setup();
    table({ onSaveRemark });
    const input = screen.getByPlaceholderText('Add remark');
    await user.click(input);
    await user.tab();
    expect(onSaveRemark).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Quote sent');
    await user.tab();
    expect(onSaveRemark).toHaveBeenCalledWith('1', 'Quote sent');
  });

  it('alerts and goes back to the saved remark when saving fails', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    table({ onSaveRemark: () => Promise.reject(new Error('offline')) });
    const input = screen.getByPlaceholderText('Add remark') as HTMLInputElement;
    await user.type(input, ' again');
    await user.tab();
    expect(alert).toHaveBeenCalledWith(REMARK_SAVE_FAILED);
    expect(input.value).toBe('Called');
  });
});
