import type { EventFileData } from '@site/schema';
import { useEffect, useState } from 'react';
import styles from './event-form.module.css';

interface ImagePreviewsProps {
  existing: EventFileData[];
  added: File[];
  onRemoveExisting: (image: EventFileData) => void;
  onRemoveAdded: (file: File) => void;
}

/** The event's images, kept and newly chosen, each with a button to remove it. */
export function ImagePreviews({ existing, added, onRemoveExisting, onRemoveAdded }: ImagePreviewsProps) {
  const previews = useObjectUrls(added);
  if (existing.length + added.length === 0) return null;
  return (
    <ul className={styles.previews} aria-label="Chosen images">
      {existing.map((image) => (
        <Preview key={image.url} src={image.url} name={image.name} onRemove={() => onRemoveExisting(image)} />
      ))}
      {added.map((file, index) => (
        <Preview key={previews[index] ?? index} src={previews[index]} name={file.name} onRemove={() => onRemoveAdded(file)} />
      ))}
    </ul>
  );
}

function Preview({ src, name, onRemove }: { src: string | undefined; name: string; onRemove: () => void }) {
  return (
    <li className={styles.preview}>
      {src && <img src={src} alt={name} width={120} height={80} />}
      <span className={styles.previewName}>{name}</span>
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove image ${name}`}>
        Remove
      </button>
    </li>
  );
}

/** Object URLs for files, revoked when the files change or the previews go. */
function useObjectUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
