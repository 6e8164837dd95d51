import type { DownloadFile } from '../../content/types';
import styles from './downloads-page.module.css';
import { useDownloadsState } from './downloads-state';
import { FileFacts } from './file-facts';

/** Setup archives, guides and reports, each with its format, size and any note. */
export function DownloadFileList({ files }: { files: readonly DownloadFile[] }) {
  const listed = useDownloadsState()?.filesByHref;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.href} className={styles.file}>
          <a href={file.href} className={styles.fileLink}>
            <span className={styles.format}>{file.format.toUpperCase()}</span>
            <span>
              {file.label}
              {file.sizeText && !listed?.has(file.href) && <span className={styles.size}> ({file.sizeText})</span>}
            </span>
          </a>
          <FileFacts href={file.href} />
          {file.note && <p className={styles.note}>{file.note}</p>}
        </li>
      ))}
    </ul>
  );
}
