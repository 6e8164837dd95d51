import { type FieldErrors, PANEL_CLOSE_MS } from '@site/schema';
import { useEffect, useState } from 'react';
import type { FormMessages } from './form-messages';
import type { FormOutcome } from './outbox/form-outcome';
import { useFormSubmission } from './use-form-submission';
import { useTimeout } from './use-timeout';

interface ModalFormOptions<V> {
  /** What the visitor typed before the modal was last closed, if anything. */
  draft?: V;
  /** Told of every change, so that closing the modal by mistake loses nothing; undefined once sent or saved. */
  onDraftChange: (draft: V | undefined) => void;
  /** Called PANEL_CLOSE_MS after the form was sent or saved: the modal closes, and the form with it. */
  onDone: () => void;
  /** What the form says for each outcome. */
  messages: FormMessages;
  /** See useFormSubmission. */
  formMessage?: string;
  /** Empties the fields once sent or saved, while the message shows (the quick enquiry); others keep them, locked. */
  clearWhenDone?: boolean;
}

/**
 * A form inside a modal or a panel: it starts from the visitor's draft and keeps it current, says the
 * outcome in its messages' words, and once sent or saved closes PANEL_CLOSE_MS later.
 */
export function useModalForm<V extends object>(empty: V, { draft, onDraftChange, onDone, messages, formMessage, clearWhenDone = false }: ModalFormOptions<V>) {
  const form = useFormSubmission(empty, { initial: draft, formMessage });
  const [done, setDone] = useState(false);
  useTimeout(done, PANEL_CLOSE_MS, onDone);
  useEffect(() => onDraftChange(done ? undefined : form.values), [done, form.values, onDraftChange]);

  /** Validates with `found`, sends, and says the outcome. */
  async function submit(found: FieldErrors, send: () => Promise<FormOutcome>): Promise<void> {
    const outcome = await form.submit(found, send);
    form.answer(outcome, messages, () => {
      if (clearWhenDone) form.reset();
      setDone(true);
    });
  }

  return { ...form, submit, done };
}
