import { useState } from 'react';
import buttons from '../../../components/button.module.css';
import { downloadText } from '../../../lib/download-csv';
import styles from './account-tab.module.css';

/** The ten recovery codes, shown this once: copy them, download them, or write them down. */
export function RecoveryCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="recovery-codes-heading" className={styles.panel}>
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>Each code signs you in once if you do not have your phone. They are shown only now: keep them somewhere safe, away from this device.</p>
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy codes
        </button>
        <button type="button" className={buttons.secondary} onClick={() => downloadText('recovery-codes.txt', [text], 'text/plain;charset=utf-8')}>
          Download codes
        </button>
        <button type="button" className={buttons.primary} onClick={onDone}>
          I have saved them
        </button>
      </div>
      {copied && <p role="status">Copied.</p>}
    </section>
  );
}
