import { formatFileSize } from '../../lib/file-size';
import styles from './downloads-page.module.css';
import { useDownloadsState } from './downloads-state';

/** The size and SHA-256 of the file behind a link, once the server has said it is there, so a download can be checked. */
export function FileFacts({ href }: { href: string }) {
  const file = useDownloadsState()?.filesByHref.get(href);
  if (!file) return null;
  return (
    <span className={styles.facts}>
      <span>{formatFileSize(file.size)}</span>
      <span>
        SHA-256 <code className={styles.sha}>{file.sha256}</code>
      </span>
    </span>
  );
}
