import type { ReactNode } from 'react';

interface TableScrollerProps {
  /** What the region holds, said by a screen reader: 'Job Applications table'. */
  name: string;
  className: string | undefined;
  id?: string;
  hidden?: boolean;
  children: ReactNode;
}

/**
 * The box a wide table scrolls sideways in on a narrow screen. It takes focus and is a named
 * region, so that the keyboard can scroll it too (WCAG 2.1.1) and a screen reader says what it is.
 */
export function TableScroller({ name, className, id, hidden, children }: TableScrollerProps) {
  return (
    <div id={id} className={className} hidden={hidden} role="region" aria-label={name} tabIndex={0}>
      {children}
    </div>
  );
}
