import { useState } from 'react';
import styles from './downloads-admin.module.css';

interface DropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** Where many files are dropped, or chosen at once, to fill the slots their names match. */
export function DropZone({ disabled, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={over ? `${styles.drop} ${styles.over}` : styles.drop}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
    >
      <label htmlFor="download-files" className={styles.dropLabel}>
        Upload several files
      </label>
      <p id="download-files-hint" className={styles.hint}>
        Drop files here or choose several at once. Each file fills the slot with its file name, such as tutorial-05.pdf or feast-2022-setup.zip.
      </p>
      <input
        id="download-files"
        type="file"
        multiple
        accept=".pdf,.zip"
        aria-describedby="download-files-hint"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
