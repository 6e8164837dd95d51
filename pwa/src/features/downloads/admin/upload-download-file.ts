import { DOWNLOAD_TOO_LARGE_MESSAGE, type DownloadSlot, downloadUploadUrl } from '@site/schema';
import { type ProgressAnswer, sendWithProgress } from '../../../lib/admin/send-with-progress';

export type UploadResult =
  /** The slot now serves this file, `sha256` being its bytes' hash. */
  | { kind: 'uploaded'; sha256: string }
  /** The server refused it with this message; the file the slot had stays. */
  | { kind: 'refused'; message: string }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

/** Sends one file into its slot as a multipart POST (the field `file`), reporting how much has gone (0 to 1). */
export async function uploadDownloadFile(slot: DownloadSlot, file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return resultOf(await sendWithProgress({ method: 'POST', url: downloadUploadUrl(slot), body }, onProgress));
}

function resultOf(answer: ProgressAnswer): UploadResult {
  if (!answer) return { kind: 'failed' };
  if (answer.status === 401) return { kind: 'signedOut' };
  const body = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300 && typeof body?.sha256 === 'string') return { kind: 'uploaded', sha256: body.sha256 };
  if (typeof body?.error === 'string') return { kind: 'refused', message: body.error };
  // A proxy in front of the gateway may refuse a large body before the gateway sees it, without JSON.
  if (answer.status === 413) return { kind: 'refused', message: DOWNLOAD_TOO_LARGE_MESSAGE };
  return { kind: 'failed' };
}

function parse(text: string): { sha256?: unknown; error?: unknown } | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}
