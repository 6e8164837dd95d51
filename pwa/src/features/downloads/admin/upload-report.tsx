import styles from './downloads-admin.module.css';
import type { UploadLine, UploadRun } from './use-upload-batch';

/** The file being sent now, and how far it has got. */
export function UploadProgress({ run }: { run: UploadRun }) {
  return (
    <div className={styles.progress}>
      <label htmlFor="download-upload-progress">
        Uploading {run.index + 1} of {run.total}: {run.fileName}
      </label>
      <progress id="download-upload-progress" max={1} value={run.progress} />
    </div>
  );
}

/** What the last batch did with each file: which slot it filled, or why it was not uploaded. */
export function UploadReport({ lines }: { lines: readonly UploadLine[] }) {
  const uploaded = lines.filter((line) => line.uploaded);
  const notUploaded = lines.filter((line) => !line.uploaded);
  return (
    <section className={styles.report} aria-labelledby="download-report-title">
      <h3 id="download-report-title">Last upload</h3>
      <p role="status">
        {uploaded.length} uploaded, {notUploaded.length} not uploaded.
      </p>
      {uploaded.length > 0 && (
        <ul aria-label="Uploaded" className={styles.reportList}>
          {uploaded.map((line) => (
            <li key={line.fileName}>
              <span className={styles.fileName}>{line.fileName}</span> → {line.slotLabel}
            </li>
          ))}
        </ul>
      )}
      {notUploaded.length > 0 && (
        <ul aria-label="Not uploaded" className={`${styles.reportList} ${styles.refusals}`}>
          {notUploaded.map((line, index) => (
            <li key={`${line.fileName}-${index}`}>
              <span className={styles.fileName}>{line.fileName}</span>
              {line.slotLabel && <> ({line.slotLabel})</>}: {line.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
