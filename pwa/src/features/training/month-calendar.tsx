import { type Month, addDays, addMonths, isoDateOf, longDate, monthOf, monthTitle } from '@site/schema';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { WEEKDAYS, monthWeeks } from './month-grid';
import styles from './training-calendar-page.module.css';

interface MonthCalendarProps {
  month: Month;
  onMonthChange: (month: Month) => void;
  /** The day that takes the Tab stop: the selected day, else today or the first of the month. */
  focusDate: string;
  onFocusDate: (date: string) => void;
  selected: string | null;
  onSelect: (date: string) => void;
  /** How many sessions each date (YYYY-MM-DD, Kolkata) has. */
  sessionCount: ReadonlyMap<string, number>;
  today: string;
}

// Arrow keys move a day or a week, Home and End to the week's ends, Page Up and Down a month.
const MOVES: Record<string, (date: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -weekday(d)),
  End: (d) => addDays(d, 6 - weekday(d)),
  PageUp: (d) => sameDayInMonth(d, -1),
  PageDown: (d) => sameDayInMonth(d, 1),
};

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function sameDayInMonth(date: string, by: number): string {
  const { year, month } = addMonths(monthOf(date), by);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDateOf(year, month, Math.min(Number(date.slice(8, 10)), lastDay));
}

/** A month grid, Sunday to Saturday, usable by keyboard: one Tab stop, arrows to move, Enter or Space to choose. */
export function MonthCalendar({ month, onMonthChange, focusDate, onFocusDate, selected, onSelect, sessionCount, today }: MonthCalendarProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // After a key moved the focus day (maybe into another month), focus follows it once it is rendered.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(date);
    const nextMonth = monthOf(next);
    if (nextMonth.year !== month.year || nextMonth.month !== month.month) onMonthChange(nextMonth);
    moved.current = true;
    onFocusDate(next);
  }

  const title = monthTitle(month);
  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <button type="button" className={styles.monthButton} onClick={() => onMonthChange(addMonths(month, -1))}>
          Previous
        </button>
        <h2 className={styles.monthTitle} aria-live="polite">
          {title}
        </h2>
        <button type="button" className={styles.monthButton} onClick={() => onMonthChange(addMonths(month, 1))}>
          Next
        </button>
      </div>
      <table ref={gridRef} className={styles.grid} aria-label={`Training sessions in ${title}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <td key={date}>
                    <DayButton
                      date={date}
                      count={sessionCount.get(date) ?? 0}
                      isToday={date === today}
                      isSelected={date === selected}
                      tabbable={date === focusDate}
                      onSelect={() => {
                        onFocusDate(date);
                        onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    />
                  </td>
                ) : (
                  <td key={`empty-${index}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  count: number;
  isToday: boolean;
  isSelected: boolean;
  tabbable: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function DayButton({ date, count, isToday, isSelected, tabbable, onSelect, onKeyDown }: DayButtonProps) {
  const sessions = count === 0 ? 'no sessions' : count === 1 ? '1 session' : `${count} sessions`;
  const classes = [styles.day, count > 0 ? styles.hasSessions : '', isToday ? styles.today : '', isSelected ? styles.selected : ''].join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={isSelected}
      aria-label={`${longDate(date)}${isToday ? ' (today)' : ''}, ${sessions}`}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {Number(date.slice(8, 10))}
      {count > 0 && <span className={styles.dot} aria-hidden="true" />}
    </button>
  );
}
