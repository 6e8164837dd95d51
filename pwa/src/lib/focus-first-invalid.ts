/**
 * Focuses the first invalid control and brings it into view with its label and message, and with the
 * form-level message too when both fit on the screen.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, formError: HTMLElement | null): void {
  const control = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
  if (!control) return;
  control.focus({ preventScroll: true });
  if (formError?.textContent) formError.scrollIntoView({ block: 'nearest' });
  // A radio button's question is its fieldset; any other control's field is its parent.
  const field = control.type === 'radio' ? control.closest('fieldset') : control.parentElement;
  (field ?? control).scrollIntoView({ block: 'nearest' });
}
