import { useEffect, useState } from 'react';
import styles from './submissions-table.module.css';

export const REMARK_SAVE_FAILED = 'Failed to save remark';

interface RemarkInputProps {
  label: string;
  saved: string;
  onSave: (remark: string) => Promise<void>;
}

/** Saves when it loses focus; on failure it says so and goes back to the saved value. */
export function RemarkInput({ label, saved, onSave }: RemarkInputProps) {
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);

  async function handleBlur() {
    if (value === saved) return;
    try {
      await onSave(value);
    } catch {
      setValue(saved);
      window.alert(REMARK_SAVE_FAILED);
    }
  }

  return (
    <input
      className={styles.remark}
      aria-label={label}
      placeholder="Add remark"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void handleBlur()}
    />
  );
}
