import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { EMPTY_ENQUIRY } from './empty-enquiry';
import styles from './quick-enquiry.module.css';

// The form and its rules load on first open, keeping them out of every page's first load.
const QuickEnquiryPanel = lazy(() => import('./quick-enquiry-panel').then((m) => ({ default: m.QuickEnquiryPanel })));

/** The floating 'Enquiry Now!!' button and its panel, on every page. */
export function QuickEnquiry() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Focus goes back to the button from the panel (or from nowhere, when the panel took it along), not from where the visitor has moved on to.
  const close = useCallback(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || panelRef.current?.contains(focused)) toggleRef.current?.focus();
    setOpen(false);
  }, []);
  // Kept here so that closing the panel does not lose what the visitor typed.
  const [draft, setDraft] = useState(EMPTY_ENQUIRY);
  const keepDraft = useCallback((values: typeof EMPTY_ENQUIRY | undefined) => setDraft(values ?? EMPTY_ENQUIRY), []);

  return (
    <>
      <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls="quick-enquiry" onClick={() => setOpen((o) => !o)}>
        Enquiry Now!!
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickEnquiryPanel panelRef={panelRef} draft={draft} onDraftChange={keepDraft} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
