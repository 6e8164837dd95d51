import type { DownloadFile } from '../../content/types';
import styles from './downloads-page.module.css';

/** Setup archives, guides and reports, each with its format, size and any note. */
export function DownloadFileList({ files }: { files: readonly DownloadFile[] }) {
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.href} className={styles.file}>
          <a href={file.href} className={styles.fileLink}>
            <span className={styles.format}>{file.format.toUpperCase()}</span>
            <span>
              {file.label}
              {file.sizeText && <span className={styles.size}> ({file.sizeText})</span>}
            </span>
          </a>
          {file.note && <p className={styles.note}>{file.note}</p>}
        </li>
      ))}
    </ul>
  );
}
