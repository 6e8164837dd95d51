import { useMutation, useQuery } from '@apollo/client/react';
import { DOWNLOAD_SLOTS as CATALOGUE, type DownloadSlot, findDownloadSlot } from '@site/schema';
import { useRef } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import tables from '../../../components/admin/submissions-table.module.css';
import { StatusMessage } from '../../../components/status-message';
import { isSignedOut, TOKEN_MISSING_MESSAGE } from '../../../lib/admin/admin-errors';
import { useNotice } from '../../../lib/admin/use-notice';
import { DOWNLOAD_ADMIN_MESSAGES as M } from './download-admin-messages';
import { type AdminDownloadFile, DOWNLOAD_SLOTS, REMOVE_DOWNLOAD_FILE } from './download-operations';
import styles from './downloads-admin.module.css';
import { DropZone } from './drop-zone';
import { matchDroppedFiles, planForSlot } from './match-dropped-files';
import { SlotRow } from './slot-row';
import { UploadProgress, UploadReport } from './upload-report';
import { useUploadBatch } from './use-upload-batch';

const HEADERS = ['File', 'Size', 'Uploaded', 'SHA-256', 'Actions'] as const;

/** The Downloads tab: every file slot of the /downloads page, with Upload, Replace and Remove, and a drop zone for many files at once. */
export function DownloadsTab() {
  const { data, loading, error, refetch } = useQuery(DOWNLOAD_SLOTS, { fetchPolicy: 'cache-and-network' });
  const [removeFile] = useMutation(REMOVE_DOWNLOAD_FILE);
  const { notice, success, failure } = useNotice();
  const uploads = useUploadBatch(() => void refetch());
  const picker = useRef<HTMLInputElement>(null);
  const pickedFor = useRef<DownloadSlot | null>(null);
  const rows = (data?.downloadSlots ?? []).flatMap((row) => {
    const slot = findDownloadSlot(row.path);
    return slot ? [{ slot, file: row.file }] : [];
  });
  const busy = uploads.running !== null;

  function chooseFor(slot: DownloadSlot) {
    if (!picker.current) return;
    pickedFor.current = slot;
    picker.current.accept = `.${slot.format}`;
    picker.current.click();
  }

  async function remove(slot: DownloadSlot, file: AdminDownloadFile) {
    if (!window.confirm(M.confirmRemove(slot.label, file.fileName))) return;
    try {
      await removeFile({ variables: { path: slot.path } });
      success(M.removed(slot.label));
      await refetch();
    } catch (refusal) {
      failure(isSignedOut(refusal) ? TOKEN_MISSING_MESSAGE : M.removeFailed);
    }
  }

  async function copy(slot: DownloadSlot, sha256: string) {
    try {
      await navigator.clipboard.writeText(sha256);
      success(M.copied(slot.label));
    } catch {
      failure(M.copyFailed);
    }
  }

  return (
    <section className={styles.tab} aria-labelledby="downloads-admin-title">
      <h2 id="downloads-admin-title">Downloads</h2>
      <DropZone disabled={busy} onFiles={(files) => void uploads.run(matchDroppedFiles(files, CATALOGUE))} />
      <input
        ref={picker}
        type="file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && pickedFor.current) void uploads.run(planForSlot(file, pickedFor.current));
        }}
      />
      {uploads.running && <UploadProgress run={uploads.running} />}
      {uploads.report && <UploadReport lines={uploads.report} />}
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      {error && (
        <p className={tables.error} role="alert">
          {isSignedOut(error) ? TOKEN_MISSING_MESSAGE : M.slotsFailed}
        </p>
      )}
      <AdminTable
        name="Download slots table"
        headers={HEADERS}
        rows={rows}
        loading={loading}
        emptyText="No download slots."
        renderRow={({ slot, file }) => (
          <SlotRow
            key={slot.path}
            slot={slot}
            file={file}
            uploading={uploads.running?.path === slot.path ? uploads.running.progress : null}
            refusal={uploads.report?.find((line) => line.path === slot.path && !line.uploaded)?.message ?? null}
            busy={busy}
            onUpload={() => chooseFor(slot)}
            onRemove={(shown) => void remove(slot, shown)}
            onCopy={(sha256) => void copy(slot, sha256)}
          />
        )}
      />
    </section>
  );
}
