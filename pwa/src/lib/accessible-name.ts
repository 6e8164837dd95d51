/**
 * A control's accessible name from the parts it shows, read with a pause between them ("Internship,
 * Open"). Given as `aria-label`: a visually hidden comma between the parts came out of Chromium as
 * " , ", since it puts spaces around an absolutely positioned element.
 */
export function nameOfParts(...parts: readonly string[]): string {
  return parts.join(', ');
}
