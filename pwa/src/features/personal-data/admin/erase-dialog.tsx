import buttons from '../../../components/button.module.css';
import { Modal } from '../../../components/modal';
import { ERASURE_WORDS, personNamed } from './personal-data-messages';
import type { FoundPersonalData } from './personal-data-operations';
import styles from './personal-data.module.css';

interface EraseDialogProps {
  found: FoundPersonalData;
  erasing: boolean;
  onErase: () => void;
  onClose: () => void;
}

/** The confirmation before erasing: what goes from each kind, and the files, so nothing is removed by surprise. */
export function EraseDialog({ found, erasing, onErase, onClose }: EraseDialogProps) {
  return (
    <Modal title="Erase personal data?" onClose={onClose}>
      <p>This cannot be undone. Everything the site holds about {personNamed(found)}:</p>
      <ul className={styles.counts}>
        {found.kinds.map((kind) => {
          const records = found.records.filter((record) => record.kind === kind.kind);
          if (records.length === 0) return null;
          const files = records.flatMap((record) => record.files.map((file) => file.name));
          return (
            <li key={kind.kind}>
              {kind.label}: {records.length} {ERASURE_WORDS[kind.erasure] ?? kind.erasure}
              {files.length > 0 && `; files deleted: ${files.join(', ')}`}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={onErase} disabled={erasing}>
          {erasing ? 'Erasing…' : 'Erase'}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
