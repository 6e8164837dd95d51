import { type DownloadSlot, formatSubmittedAt } from '@site/schema';
import buttons from '../../../components/button.module.css';
import { formatFileSize } from '../../../lib/file-size';
import type { AdminDownloadFile } from './download-operations';
import styles from './downloads-admin.module.css';

interface SlotRowProps {
  slot: DownloadSlot;
  file: AdminDownloadFile | null;
  /** How far this slot's upload has got, while one runs. */
  uploading: number | null;
  /** Why the last file meant for this slot was not uploaded. */
  refusal: string | null;
  busy: boolean;
  onUpload: () => void;
  onRemove: (file: AdminDownloadFile) => void;
  onCopy: (sha256: string) => void;
}

/** How much of a SHA-256 the table shows; Copy takes the whole. */
const SHORT_SHA = 12;

/** One slot of the /downloads page: its file, if any, and what can be done with it. */
export function SlotRow({ slot, file, uploading, refusal, busy, onUpload, onRemove, onCopy }: SlotRowProps) {
  return (
    <tr>
      <th scope="row">
        {slot.label}
        <span className={styles.fileName}>{slot.fileName}</span>
      </th>
      <td className={styles.nowrap}>{file ? formatFileSize(file.size) : 'No file'}</td>
      <td className={styles.nowrap}>{file ? formatSubmittedAt(file.uploadedAt) : '-'}</td>
      <td className={styles.nowrap}>
        {file ? (
          <span className={styles.sha}>
            <code title={file.sha256}>{file.sha256.slice(0, SHORT_SHA)}…</code>
            <button type="button" className={buttons.action} onClick={() => onCopy(file.sha256)}>
              Copy<span className="visually-hidden"> the SHA-256 of {slot.label}</span>
            </button>
          </span>
        ) : (
          '-'
        )}
      </td>
      <td>
        {uploading === null ? (
          <div className={styles.rowActions}>
            <button type="button" className={buttons.action} onClick={onUpload} disabled={busy}>
              {file ? 'Replace' : 'Upload'}
              <span className="visually-hidden"> {slot.label}</span>
            </button>
            {file && (
              <button type="button" className={buttons.danger} onClick={() => onRemove(file)} disabled={busy}>
                Remove<span className="visually-hidden"> {slot.label}</span>
              </button>
            )}
          </div>
        ) : (
          <progress max={1} value={uploading} aria-label={`Uploading ${slot.label}`} />
        )}
        {refusal && <p className={styles.refusal}>{refusal}</p>}
      </td>
    </tr>
  );
}
