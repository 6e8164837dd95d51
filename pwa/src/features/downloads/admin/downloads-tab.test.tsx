import { DOWNLOAD_SLOTS as CATALOGUE, DOWNLOAD_WRONG_TYPE_MESSAGES, type DownloadSlot, FEAST_SETUP, FEAST_TUTORIALS, formatSubmittedAt } from '@site/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Operation, renderWithServer } from '../../../test/scripted-server';
import { DOWNLOAD_ADMIN_MESSAGES as M } from './download-admin-messages';
import { DownloadsTab } from './downloads-tab';
import { stubUploads } from './fake-upload-server';

const SHA = 'a'.repeat(12) + 'b'.repeat(52);
const UPLOADED_AT = '2026-11-20T10:00:00.000Z';

function fileIn(slot: DownloadSlot, size: number) {
  return { __typename: 'DownloadFile', path: slot.path, fileName: slot.fileName, size, sha256: SHA, contentType: 'application/pdf', uploadedAt: UPLOADED_AT };
}

/** The server's slots, with files in those `filled` names. */
function slotsWith(filled: ReadonlyMap<string, number>) {
  return {
    data: {
      downloadSlots: CATALOGUE.map((slot) => ({
        __typename: 'DownloadSlot',
        path: slot.path,
        label: slot.label,
        format: slot.format,
        offlineSet: slot.offlineSet ?? null,
        file: filled.has(slot.path) ? fileIn(slot, filled.get(slot.path)!) : null,
      })),
    },
  };
}

function showTab(filled: Map<string, number>, removed: string[] = []) {
  return renderWithServer(<DownloadsTab />, ({ operationName, variables }: Operation) => {
    if (operationName === 'RemoveDownloadFile') {
      removed.push(variables.path as string);
      filled.delete(variables.path as string);
      return { data: { removeDownloadFile: true } };
    }
    return slotsWith(filled);
  });
}

const row = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const TUTORIAL_05 = FEAST_TUTORIALS[4]!;

describe('the Downloads tab', () => {
  it('lists every slot with its file: size, upload time and a SHA-256 that copies whole', async () => {
    const user = userEvent.setup();
    const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    showTab(new Map([[TUTORIAL_05.path, 2.5 * 1024 * 1024]]));
    const filled = (await screen.findByRole('rowheader', { name: new RegExp(`^${TUTORIAL_05.label}`) })).closest('tr')!;
    expect(screen.getAllByRole('row')).toHaveLength(CATALOGUE.length + 1);
    expect(
      within(filled)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2.5 MB',
      formatSubmittedAt(UPLOADED_AT),
      `aaaaaaaaaaaa…Copy the SHA-256 of ${TUTORIAL_05.label}`,
      `Replace ${TUTORIAL_05.label}Remove ${TUTORIAL_05.label}`,
    ]);
    expect(within(filled).getByText('aaaaaaaaaaaa…')).toHaveAttribute('title', SHA);
    await user.click(within(filled).getByRole('button', { name: `Copy the SHA-256 of ${TUTORIAL_05.label}` }));
    expect(copied).toHaveBeenCalledWith(SHA);
    expect(screen.getByRole('status').textContent).toBe(M.copied(TUTORIAL_05.label));

    const empty = row(FEAST_SETUP.label);
    expect(
      within(empty)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No file', '-', '-', `Upload ${FEAST_SETUP.label}`]);
    expect(within(empty).getByRole('button')).toHaveAccessibleName(`Upload ${FEAST_SETUP.label}`);
    expect(within(empty).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('fills the slots a drop names, says why the others were not uploaded, and shows the new files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const filled = new Map<string, number>();
    const sent = stubUploads(({ url, file }) => {
      if (url.endsWith(FEAST_SETUP.path)) return { status: 400, body: { error: DOWNLOAD_WRONG_TYPE_MESSAGES.zip } };
      filled.set(TUTORIAL_05.path, file!.size);
      return { status: 200, body: fileIn(TUTORIAL_05, file!.size) };
    });
    showTab(filled);
    await screen.findByRole('rowheader', { name: new RegExp(`^${TUTORIAL_05.label}`) });

    await user.upload(screen.getByLabelText('Upload several files'), [
      pdf('tutorial-05.pdf'),
      pdf('feast-2022-setup.zip'),
      pdf('tutorial-06.zip'),
      pdf('notes.pdf'),
    ]);
    const report = await screen.findByRole('region', { name: 'Last upload' });
    expect(within(report).getByRole('status').textContent).toBe('1 uploaded, 3 not uploaded.');
    expect(within(report).getByRole('list', { name: 'Uploaded' }).textContent).toBe(`tutorial-05.pdf → ${TUTORIAL_05.label}`);
    expect(
      within(within(report).getByRole('list', { name: 'Not uploaded' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `feast-2022-setup.zip (${FEAST_SETUP.label}): ${DOWNLOAD_WRONG_TYPE_MESSAGES.zip}`,
      `tutorial-06.zip (${FEAST_TUTORIALS[5]!.label}): ${DOWNLOAD_WRONG_TYPE_MESSAGES.pdf}`,
      `notes.pdf: ${M.noSlot}`,
    ]);
    // Only the files that could be right were sent, each to its slot.
    expect(sent.map(({ method, url }) => [method, url])).toEqual([
      ['POST', `/api/downloads/files/${TUTORIAL_05.path}`],
      ['POST', `/api/downloads/files/${FEAST_SETUP.path}`],
    ]);
    expect(within(row(FEAST_SETUP.label)).getByText(DOWNLOAD_WRONG_TYPE_MESSAGES.zip)).toBeVisible();
    await waitFor(() =>
      expect(
        within(row(TUTORIAL_05.label))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Copy the SHA-256 of ' + TUTORIAL_05.label, `Replace ${TUTORIAL_05.label}`, `Remove ${TUTORIAL_05.label}`]),
    );
  });

  it('uploads into one slot from its row, and says so when the server cannot be reached', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubUploads(() => 'no answer');
    showTab(new Map());
    await user.click(await screen.findByRole('button', { name: `Upload ${TUTORIAL_05.label}` }));
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file][hidden]')!, pdf('anything.pdf'));
    expect(await within(row(TUTORIAL_05.label)).findByText(M.uploadFailed)).toBeVisible();
    expect(sent.map(({ url, file }) => [url, file?.name])).toEqual([[`/api/downloads/files/${TUTORIAL_05.path}`, 'anything.pdf']]);
  });

  it('removes a file only once the admin confirms', async () => {
    const user = userEvent.setup();
    const removed: string[] = [];
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    showTab(new Map([[TUTORIAL_05.path, 100]]), removed);
    const remove = await screen.findByRole('button', { name: `Remove ${TUTORIAL_05.label}` });
    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(M.confirmRemove(TUTORIAL_05.label, TUTORIAL_05.fileName));
    expect(removed).toEqual([]);
    await user.click(remove);
    expect(await screen.findByRole('status')).toHaveTextContent(M.removed(TUTORIAL_05.label));
    expect(removed).toEqual([TUTORIAL_05.path]);
    await waitFor(() => expect(within(row(TUTORIAL_05.label)).getAllByRole('cell')[0]).toHaveTextContent('No file'));
  });
});
