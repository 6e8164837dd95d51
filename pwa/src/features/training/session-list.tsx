import { isSessionFull, isSessionPast, longDate, sessionIcsFileName, sessionIcsHref, slotsRemaining } from '@site/schema';
import buttons from '../../components/button.module.css';
import styles from './training-calendar-page.module.css';
import type { TrainingSession } from './training-session';

export const NO_SESSIONS_MESSAGE = 'No sessions available on this date.';

interface SessionListProps {
  date: string;
  sessions: readonly TrainingSession[];
  onRegister: (session: TrainingSession) => void;
}

/** The chosen day's sessions; a full or past one says why it cannot be registered for. */
export function SessionList({ date, sessions, onRegister }: SessionListProps) {
  return (
    <section className={styles.daySessions} aria-labelledby="chosen-day">
      <h2 id="chosen-day" className={styles.dayTitle}>
        {longDate(date)}
      </h2>
      {sessions.length === 0 ? (
        <p>{NO_SESSIONS_MESSAGE}</p>
      ) : (
        <ul className={styles.sessions}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.session}>
              <SessionCard session={session} onRegister={() => onRegister(session)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionCard({ session, onRegister }: { session: TrainingSession; onRegister: () => void }) {
  const full = isSessionFull(session);
  const past = isSessionPast(session.date);
  return (
    <article aria-label={session.title}>
      <h3 className={styles.sessionTitle}>{session.title}</h3>
      <p>{session.description}</p>
      <dl className={styles.facts}>
        <dt>Time</dt>
        <dd>{session.time}</dd>
        <dt>Instructor</dt>
        <dd>{session.instructor}</dd>
        <dt>Status</dt>
        <dd className={full ? styles.full : styles.open}>{full ? 'Full' : 'Open'}</dd>
        <dt>Slots remaining</dt>
        <dd>{slotsRemaining(session)}</dd>
      </dl>
      <div className={styles.actions}>
        {past ? (
          <p className={styles.why}>This session has already taken place.</p>
        ) : full ? (
          <p className={styles.why}>This session is fully booked.</p>
        ) : (
          <button type="button" className={buttons.primary} onClick={onRegister}>
            Register
          </button>
        )}
        {!past && (
          <a className={buttons.secondary} href={sessionIcsHref(session)} download={sessionIcsFileName(session)}>
            Add to calendar
          </a>
        )}
      </div>
    </article>
  );
}
