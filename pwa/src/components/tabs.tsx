import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './tabs.module.css';
import { nameOfParts } from '../lib/accessible-name';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** A short note after the label, such as how much waits in the tab. */
  badge?: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /**
   * What the row of tabs does on a screen too narrow for it: wrap onto more rows, or stay one row that
   * scrolls sideways. Many tabs wrapped fill a phone's first screen before any of the panel shows.
   */
  overflow?: 'wrap' | 'scroll';
  children: ReactNode;
}

/** WAI-ARIA tabs: one panel at a time, arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, overflow = 'wrap', children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const scrolls = overflow === 'scroll';

  const keys = tabs.map((tab) => tab.key).join(' ');

  // A row that scrolls brings the selected tab into its sight when the tab is chosen, when the row first
  // shows (it may wait hidden), when the screen turns and when a tab's count widens it and moves the ones
  // after it: a new observer's first report, or a new size of the row or of a tab.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!scrolls || !list || !tab) return;
    const observer = new ResizeObserver(() => {
      const row = list.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      // As far in as the row's scroll padding, which the browser keeps when it scrolls to a focused tab.
      const padding = parseFloat(getComputedStyle(list).scrollPaddingLeft) || 0;
      const [left, right] = [row.left + padding, row.right - padding];
      // The row only: scrollIntoView would scroll the page too. Whole pixels, past a fraction the row would cut off.
      if (box.left < left) list.scrollLeft -= Math.ceil(left - box.left);
      else if (box.right > right) list.scrollLeft += Math.ceil(box.right - right);
    });
    observer.observe(list);
    for (const button of Array.from(list.children)) observer.observe(button);
    return () => observer.disconnect();
  }, [scrolls, selected, keys]);

  function onKeyDown(event: KeyboardEvent) {
    // From the tab with focus, not the selected one: a second press may come before the selection has rendered.
    const focused = tabs.findIndex((tab) => refs.current.get(tab.key) === event.target);
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.key === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        // Firefox would make a scrolling row a tab stop of its own, before the selected tab.
        tabIndex={scrolls ? -1 : undefined}
        className={scrolls ? `${styles.list} ${styles.scrolls}` : styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            aria-label={tab.badge ? nameOfParts(tab.label, tab.badge) : undefined}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
            {/* A space, not only a margin: the words a visitor sees and says are the words of the name. */}
            {tab.badge && (
              <>
                {' '}
                <span className={styles.badge}>{tab.badge}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${selected}`} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
