import { formatSubmittedAt, type OfflineSet } from '@site/schema';
import buttons from '../../../components/button.module.css';
import { formatFileSize } from '../../../lib/file-size';
import type { ListedFile } from '../listed-file';
import type { KeptSet } from './kept-set-store';
import styles from './keep-offline.module.css';
import { OFFLINE_SET_TITLES, slotsOf, totalBytes } from './offline-sets';
import type { SetActivity } from './use-kept-sets';

interface KeepSetRowProps {
  set: OfflineSet;
  /** The set's files the server offers; undefined while the listing is unknown. */
  files: readonly ListedFile[] | undefined;
  kept: KeptSet | undefined;
  activity: SetActivity | undefined;
  /** False until the page knows this browser can keep files. */
  enabled: boolean;
  onKeep: () => void;
  onRemove: () => void;
}

/** Whether the server's files differ from those kept: another file, or one replaced since. */
function changedSince(kept: KeptSet, files: readonly ListedFile[]): boolean {
  const keptHashes = new Map(kept.files.map((file) => [file.path, file.sha256]));
  return files.length !== kept.files.length || files.some((file) => keptHashes.get(file.path) !== file.sha256);
}

/** One set of manuals: what it costs, whether it is on this device, and saving or removing it. */
export function KeepSetRow({ set, files, kept, activity, enabled, onKeep, onRemove }: KeepSetRowProps) {
  const title = OFFLINE_SET_TITLES[set];
  const size = files ? formatFileSize(totalBytes(files)) : null;
  const titleId = `keep-${set}`;
  return (
    <li className={styles.set}>
      <h4 id={titleId}>{title}</h4>
      {files && (
        <p className={styles.cost} id={`${titleId}-cost`}>
          {files.length === 0
            ? 'No file of this set is on the server yet.'
            : `${files.length} of ${slotsOf(set).length} ${slotsOf(set).length === 1 ? 'file' : 'files'}, ${size} to save`}
        </p>
      )}
      {kept && (
        <p className={styles.saved}>
          Saved on this device: {kept.files.length} {kept.files.length === 1 ? 'file' : 'files'}, {formatFileSize(kept.bytes)}, on{' '}
          {formatSubmittedAt(kept.savedAt)}.{files && changedSince(kept, files) && ' The server has newer files for this set.'}
        </p>
      )}
      {activity?.kind === 'saving' ? (
        <div className={styles.progress}>
          <label htmlFor={`${titleId}-progress`}>
            Saving {formatFileSize(activity.stored)} of {formatFileSize(activity.total)}…
          </label>
          <progress id={`${titleId}-progress`} max={activity.total || 1} value={activity.stored} />
        </div>
      ) : (
        <div className={styles.actions}>
          {files && files.length > 0 && (
            <button type="button" className={buttons.secondary} onClick={onKeep} disabled={!enabled} aria-describedby={`${titleId} ${titleId}-cost`}>
              {kept ? 'Save again' : 'Keep for offline'}
            </button>
          )}
          {kept && (
            <button type="button" className={buttons.danger} onClick={onRemove} aria-describedby={titleId}>
              Remove from this device
            </button>
          )}
        </div>
      )}
      {activity?.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {activity.message}
        </p>
      )}
    </li>
  );
}
