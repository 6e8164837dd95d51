/**
 * What is wrong with how the focused element shows its focus: no outline or ring (WCAG 2.4.7), or
 * the element hidden whole under something else, a fixed bar say (2.4.11). Empty when all is well.
 * Read at once, so the page should scroll without animation (reduced motion). Run in the page, by
 * any driver: self-contained, with no named inner function.
 */
export function focusProblems(): string[] {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return ['nothing has focus'];
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
  const style = getComputedStyle(focused);
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const problems = outlined || style.boxShadow !== 'none' ? [] : [`${name} shows no focus`];
  // Probed within the part of the element on screen: one taller than the window (a long table's
  // scrolling region) shows its focus there, and is hidden only when no part of it is in sight.
  const box = focused.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const top = Math.max(box.top, 0);
  const width = Math.min(box.right, window.innerWidth) - left;
  const height = Math.min(box.bottom, window.innerHeight) - top;
  const points =
    width > 0 && height > 0
      ? [
          [0.5, 0.5],
          [0.1, 0.1],
          [0.9, 0.1],
          [0.1, 0.9],
          [0.9, 0.9],
        ].map(([x, y]) => document.elementFromPoint(left + width * x!, top + height * y!))
      : [];
  if (!points.some((hit) => hit && focused.contains(hit)))
    problems.push(`${name} is hidden, under ${points[0]?.tagName.toLowerCase() ?? 'the edge of the screen'}`);
  return problems;
}
