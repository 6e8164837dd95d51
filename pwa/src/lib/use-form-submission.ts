import { type FieldErrors, hasErrors, MESSAGE_CLEAR_MS } from '@site/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { acceptedNotice, type FormMessages, refusalText } from './form-messages';
import { type FormOutcome, isAccepted } from './outbox/form-outcome';

export interface FormNotice {
  tone: 'success' | 'info' | 'error';
  text: string;
}

/** The fields of `V` that hold text, and so can be bound to an input, a textarea or a select. */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What `bind` gives a text control: its value, its change handler and its error. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormSubmissionOptions<V> {
  /** What the form starts with when it is not empty: a draft the visitor left. */
  initial?: V;
  /**
   * A rule's form-level message ('Please fill in all required fields.'), which the rule puts on every
   * field it concerns: it is shown once, and those fields are marked invalid and described by it.
   */
  formMessage?: string;
}

/**
 * The plumbing every public form shares: its values, the shared rule's errors shown under the fields,
 * the submitting flag, focus on the first invalid field, and a message that clears itself after
 * MESSAGE_CLEAR_MS, and `answer`, which says each outcome as the form's messages table words it.
 */
export function useFormSubmission<V extends object>(empty: V, { initial, formMessage }: FormSubmissionOptions<V> = {}) {
  type Field = keyof V & string;
  const [values, setValues] = useState(initial ?? empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorId = useId();

  // Prerendered forms show before their script runs; a submit then would be the browser's own GET.
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current, document.getElementById(formErrorId));
  }, [focusRequest, formErrorId]);

  const formError = formMessage !== undefined && Object.values(errors).includes(formMessage) ? formMessage : undefined;

  function setField<K extends Field>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /**
   * The field's own message, or nothing when it is covered by the form-level message. Any name the
   * rule or the server may use, including fields the visitor does not type (a job's role).
   */
  function errorOf(field: string): string | undefined {
    const error = errors[field];
    return error === formMessage ? undefined : error;
  }

  /** What an invalid field needs when its error is the form-level message. */
  function invalidProps(field: string) {
    return errors[field] !== undefined && errors[field] === formMessage ? { 'aria-invalid': true as const, 'aria-describedby': formErrorId } : {};
  }

  /** Props for an InputField, TextAreaField or select holding a text field. */
  function bind(field: TextField<V>): BoundField {
    return {
      name: field,
      value: values[field] as string,
      onChange: (event: { target: { value: string } }) => setField(field, event.target.value as V[typeof field]),
      error: errorOf(field),
      ...invalidProps(field),
    };
  }

  /**
   * Shows `found` (the shared rule's answer) and stops there when it has errors; otherwise runs
   * `send` once, and shows the server's field errors if it refuses. Resolves to the outcome, or to
   * undefined when nothing was sent.
   */
  async function submit(found: FieldErrors, send: () => Promise<FormOutcome>): Promise<FormOutcome | undefined> {
    if (busy.current) return undefined;
    setNotice(null);
    setErrors(found);
    if (hasErrors(found)) {
      setFocusRequest((count) => count + 1);
      return undefined;
    }
    busy.current = true;
    setSubmitting(true);
    let outcome: FormOutcome;
    try {
      outcome = await send();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    if (outcome.status === 'rejected' && outcome.error.fieldErrors) {
      setErrors(outcome.error.fieldErrors);
      setFocusRequest((count) => count + 1);
    }
    return outcome;
  }

  /**
   * Says `outcome` in the words of `messages`: a sent or saved one in the form's notice, after
   * `onAccepted` (which clears the form or starts closing it); a refused one under the form or in an alert.
   */
  function answer(outcome: FormOutcome | undefined, messages: FormMessages, onAccepted?: () => void): void {
    if (!outcome) return;
    if (isAccepted(outcome)) {
      onAccepted?.();
      setNotice(acceptedNotice(outcome, messages));
      return;
    }
    const text = refusalText(outcome, messages);
    if (messages.refusalIn === 'alert') window.alert(text);
    else setNotice({ tone: 'error', text });
  }

  return {
    values,
    setField,
    /** Back to the empty values, except those in `keep`. */
    reset: (keep: Partial<V> = {}) => setValues({ ...empty, ...keep }),
    bind,
    errorOf,
    invalidProps,
    formError,
    formErrorId,
    formRef,
    submitting,
    /** The submit button's `disabled`: true until the form's script has taken over, and while sending. */
    submitDisabled: submitting || !hydrated,
    notice,
    setNotice,
    submit,
    answer,
  };
}
