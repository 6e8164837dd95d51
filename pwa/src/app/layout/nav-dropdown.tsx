import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './top-bar.module.css';

interface NavDropdownProps {
  /** The id of the panel, for aria-controls. */
  id: string;
  label: string;
  open: boolean;
  active: boolean;
  onToggle: () => void;
  onClose: () => void;
  buttonRef: (node: HTMLButtonElement | null) => void;
  /** Shown before the toggle, e.g. a link to the section's own page; then the button only names the menu. */
  lead?: ReactNode;
  /** Where the panel is placed: under its own item, or across the bar. */
  placement: 'item' | 'bar';
  panelClassName: string;
  children: ReactNode;
}

/**
 * A disclosure menu of the top bar: a button that shows or hides a panel of links. Desktop
 * shows the panel as a dropdown, the mobile menu as an expandable section (top-bar.module.css).
 */
export function NavDropdown({ id, label, open, active, onToggle, onClose, buttonRef, lead, placement, panelClassName, children }: NavDropdownProps) {
  // Tabbing out of the menu closes it. Only the keyboard: closing on a pointer's focus change would
  // collapse the mobile section under the finger between press and click, so the click lands elsewhere.
  const tabbing = useRef(false);
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    tabbing.current = event.key === 'Tab';
  }
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget as Node | null;
    if (tabbing.current && open && next && !event.currentTarget.contains(next)) onClose();
    tabbing.current = false;
  }

  const toggleClass = [lead ? styles.chevronOnly : styles.link, active && !lead ? styles.active : ''].join(' ');
  return (
    <li className={placement === 'item' ? styles.dropdown : undefined} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className={styles.dropdownHead}>
        {lead}
        <button
          ref={buttonRef}
          type="button"
          className={toggleClass}
          aria-expanded={open}
          aria-controls={id}
          aria-label={lead ? `${label} menu` : undefined}
          onClick={onToggle}
        >
          {!lead && label}
          <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div id={id} className={panelClassName} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
