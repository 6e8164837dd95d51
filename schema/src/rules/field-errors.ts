/** A form's failing fields, each with the message the visitor sees. Empty when the form is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Strings a form collects may arrive as undefined or null from older clients. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isBlank(value: unknown): boolean {
  return text(value) === '';
}

// Deliberately simple: one @, no spaces, a dot in the domain. Mail delivery is the real check.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: unknown): boolean {
  const v = text(value);
  return v.length <= 254 && EMAIL.test(v);
}

export function isUrl(value: unknown): boolean {
  try {
    const url = new URL(text(value));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
