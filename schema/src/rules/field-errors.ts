/**
 * A form's failing fields, each with the message the visitor sees. Empty when the form is valid.
 *
 * Several forms have a single form-level message in the specification ('Please fill in all required
 * fields.'). Such a message is put on every field it concerns, so the form can mark each field inline,
 * and `firstError` gives the one message to show above or below the form. Rules check their fields in
 * the order the form shows them, so the first error is the one nearest the top.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The message of the first failing field, or undefined when the form is valid. */
export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((message): message is string => typeof message === 'string');
}

/** Strings a form collects may arrive as undefined or null from older clients. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isBlank(value: unknown): boolean {
  return text(value) === '';
}

/** Puts `message` on each of `fields` that is blank, unless the field already has an error. */
export function requireText<F extends string>(errors: FieldErrors<F>, values: Partial<Record<F, unknown>>, fields: readonly F[], message: string): void {
  for (const field of fields) {
    if (errors[field] === undefined && isBlank(values[field])) errors[field] = message;
  }
}

// Deliberately simple: one @, no spaces, a dot in the domain. Mail delivery is the real check.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: unknown): boolean {
  const v = text(value);
  return v.length <= 254 && EMAIL.test(v);
}

// The package compiles against the ES library alone (no DOM, no Node types), yet browsers and
// Node both provide the WHATWG URL; declare only the part used here.
declare const URL: new (input: string) => { protocol: string };

export function isUrl(value: unknown): boolean {
  try {
    const url = new URL(text(value));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
