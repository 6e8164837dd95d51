import styles from './personal-data.module.css';
import type { FoundPersonalData } from './personal-data-operations';

const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The person's records grouped by kind, each with its files; kinds without records are left out. */
export function FoundRecords({ found }: { found: FoundPersonalData }) {
  return found.kinds.map((kind) => {
    const records = found.records.filter((record) => record.kind === kind.kind);
    if (records.length === 0) return null;
    return (
      <section key={kind.kind} className={styles.group} aria-labelledby={`personal-data-${kind.kind}`}>
        <h3 id={`personal-data-${kind.kind}`}>
          {kind.label} ({records.length})
        </h3>
        <ul className={styles.records}>
          {records.map((record) => (
            <li key={record.id}>
              {record.summary || 'No name or contact details left'}
              {record.receivedAt && <span className={styles.meta}> · {DATE.format(new Date(record.receivedAt))}</span>}
              {record.files.map((file) => (
                <span key={file.id}>
                  {' · '}
                  <a href={file.url} download={file.name}>
                    {file.name}
                  </a>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
