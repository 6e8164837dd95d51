/**
 * Elements of `main` that stick out past the viewport's right edge (less a scroll bar) outside a
 * scroll box of their own: a table that scrolls sideways is fine, a page that does is not. Run in
 * the page, by any driver: self-contained, with no named inner function. What is not rendered is
 * left out: the answer inside a closed <details> keeps, in Firefox, the boxes of the width the page
 * had when it was laid out last, and takes the new width when it is opened.
 */
export function overflowingInMain(): string[] {
  const width = document.documentElement.clientWidth;
  const overflowing: string[] = [];
  for (const element of Array.from(document.querySelectorAll('main *'))) {
    if (element.getBoundingClientRect().right <= width + 1) continue;
    if (!element.checkVisibility()) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
    }
    if (!clipped) overflowing.push(`${element.tagName.toLowerCase()}.${element.className}`);
  }
  return overflowing;
}
