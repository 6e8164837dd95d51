import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
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
  children: ReactNode;
}

/** WAI-ARIA tabs: one panel at a time, arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

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
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
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
