import { useState } from 'react';
import { TOKEN_MISSING_MESSAGE } from '../../../lib/admin/admin-errors';
import { DOWNLOAD_ADMIN_MESSAGES as M } from './download-admin-messages';
import type { DropPlan } from './match-dropped-files';
import { type UploadResult, uploadDownloadFile } from './upload-download-file';

/** One file of the last batch: where it went, or why it did not. */
export interface UploadLine {
  fileName: string;
  /** The slot it filled or was meant for; null when its name matched none. */
  path: string | null;
  slotLabel: string | null;
  uploaded: boolean;
  /** Why it was not uploaded. */
  message: string | null;
}

/** The file being sent now, as the `index`-th of `total`. */
export interface UploadRun {
  index: number;
  total: number;
  fileName: string;
  path: string;
  progress: number;
}

function messageOf(result: UploadResult): string | null {
  if (result.kind === 'refused') return result.message;
  if (result.kind === 'signedOut') return TOKEN_MISSING_MESSAGE;
  if (result.kind === 'failed') return M.uploadFailed;
  return null;
}

/**
 * Sends a batch of files one after another (so that each shows its own progress and the server
 * streams one at a time), then keeps a report of every file of the batch, refused ones included.
 */
export function useUploadBatch(onUploaded: () => void) {
  const [running, setRunning] = useState<UploadRun | null>(null);
  const [report, setReport] = useState<UploadLine[] | null>(null);

  async function run({ matched, refused }: DropPlan) {
    const lines: UploadLine[] = [];
    for (const [index, { file, slot }] of matched.entries()) {
      setRunning({ index, total: matched.length, fileName: file.name, path: slot.path, progress: 0 });
      const result = await uploadDownloadFile(slot, file, (progress) => setRunning((shown) => shown && { ...shown, progress }));
      lines.push({ fileName: file.name, path: slot.path, slotLabel: slot.label, uploaded: result.kind === 'uploaded', message: messageOf(result) });
    }
    setRunning(null);
    setReport([
      ...lines,
      ...refused.map(({ file, slot, reason }) => ({
        fileName: file.name,
        path: slot?.path ?? null,
        slotLabel: slot?.label ?? null,
        uploaded: false,
        message: reason,
      })),
    ]);
    if (lines.some((line) => line.uploaded)) onUploaded();
  }

  return { running, report, run };
}
