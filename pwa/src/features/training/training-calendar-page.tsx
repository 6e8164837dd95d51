import { type Month, formatSubmittedAt, isoDateOf, monthOf, todayInKolkata } from '@site/schema';
import { lazy, Suspense, useMemo, useState } from 'react';
import buttons from '../../components/button.module.css';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { usePublicRead } from '../../lib/public-read/use-public-read';
import { MonthCalendar } from './month-calendar';
import type { RegistrationDone } from './registration-form';
import { SessionList } from './session-list';
import styles from './training-calendar-page.module.css';
import type { TrainingSession } from './training-session';
import { trainingSessionsRead } from './training-sessions-read';

// The form, its rules and its dialog load when a visitor chooses a session: none of it is on the page's first paint.
const RegistrationDialog = lazy(() => import('./registration-dialog').then((m) => ({ default: m.RegistrationDialog })));

export const SESSIONS_FAILED_MESSAGE = 'Failed to load training sessions. Please try again later.';

export function TrainingCalendarPage() {
  const { state, data: sessions, refresh } = usePublicRead(trainingSessionsRead);
  // Today in Kolkata, whatever the visitor's zone: the calendar opens on the business's month.
  const [today] = useState(() => todayInKolkata());
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [focusDate, setFocusDate] = useState(today);
  const [selected, setSelected] = useState<string | null>(null);
  const [registering, setRegistering] = useState<TrainingSession | null>(null);
  const [done, setDone] = useState<RegistrationDone | null>(null);

  const byDate = useMemo(() => {
    const map = new Map<string, TrainingSession[]>();
    for (const session of sessions ?? []) map.set(session.date, [...(map.get(session.date) ?? []), session]);
    return map;
  }, [sessions]);
  const sessionCount = useMemo(() => new Map([...byDate].map(([date, list]) => [date, list.length])), [byDate]);

  function changeMonth(next: Month) {
    setMonth(next);
    const first = isoDateOf(next.year, next.month, 1);
    if (monthOf(focusDate).month !== next.month || monthOf(focusDate).year !== next.year) setFocusDate(first);
  }

  function finish(result: RegistrationDone) {
    setRegistering(null);
    setDone(result);
    void refresh();
  }

  return (
    <main className={styles.page}>
      <PageMeta
        title="Training Calendar"
        description="Upcoming training sessions on robotics, PLCs and automation: pick a day, see the sessions and seats left, and register with your ID card."
        path="/training-calendar"
      />
      <header className={styles.header}>
        <h1>Training Calendar</h1>
        <p>Choose a highlighted day to see its sessions and register. Dates are in India Standard Time.</p>
      </header>
      {state.status === 'loading' && (
        <p role="status" className={styles.pending}>
          Loading training sessions…
        </p>
      )}
      {state.status === 'failed' && (
        <>
          <StatusMessage tone="error">{SESSIONS_FAILED_MESSAGE}</StatusMessage>
          <button type="button" className={buttons.secondary} onClick={() => void refresh()}>
            Try again
          </button>
        </>
      )}
      {state.status === 'stale' && (
        <p className={styles.stale}>We could not reach the server. These are the sessions as of {formatSubmittedAt(state.savedAt)}; they may be out of date.</p>
      )}
      {done && <StatusMessage tone={done.tone}>{done.text}</StatusMessage>}
      {/* After loading: the prerendered page was built on another day than the visitor's today. */}
      {state.status !== 'loading' && (
        <div className={styles.layout}>
          <MonthCalendar
            month={month}
            onMonthChange={changeMonth}
            focusDate={focusDate}
            onFocusDate={setFocusDate}
            selected={selected}
            onSelect={(date) => {
              setSelected(date);
              setDone(null);
            }}
            sessionCount={sessionCount}
            today={today}
          />
          {selected && <SessionList date={selected} sessions={byDate.get(selected) ?? []} onRegister={setRegistering} />}
        </div>
      )}
      {registering && (
        <Suspense fallback={null}>
          <RegistrationDialog session={registering} onClose={() => setRegistering(null)} onDone={finish} />
        </Suspense>
      )}
    </main>
  );
}
