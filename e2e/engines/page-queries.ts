// Run in the page through a driver (see PageFunction): each is self-contained.

/** The form control labelled `label` inside the element with id `scopeId`. */
export function controlLabelled(scopeId: string, label: string): Element | null {
  const labels = Array.from(document.querySelectorAll(`#${scopeId} label`));
  const match = labels.find((element) => element.textContent?.trim() === label);
  return match instanceof HTMLLabelElement ? match.control : null;
}

/** The form control whose label reads `label`, anywhere on the page. */
export function fieldLabelled(label: string): Element | null {
  for (const element of Array.from(document.querySelectorAll('label'))) {
    if (element.textContent?.trim() === label) return element.control;
  }
  return null;
}

/**
 * What a visitor sees first of the page and whether it fits: the text of its one main heading,
 * and the elements of `main` that stick out past the right edge (the viewport's, less a scroll
 * bar) outside a scroll box of their own: a table that scrolls sideways is fine, a page is not.
 */
export function pageShape(): { heading: string; overflowing: string[] } {
  const width = document.documentElement.clientWidth;
  const overflowing: string[] = [];
  for (const element of Array.from(document.querySelectorAll('main *'))) {
    if (element.getBoundingClientRect().right <= width + 1) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
    }
    if (!clipped) overflowing.push(`${element.tagName.toLowerCase()}.${element.className}`);
  }
  const headings = Array.from(document.querySelectorAll('h1')).map((heading) => (heading as HTMLElement).innerText.trim());
  return { heading: headings.length === 1 ? headings[0]! : `${headings.length} main headings`, overflowing };
}

/** What the focused element is called: its label's text, else its own name or text. */
export function focusedName(): string {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return '';
  const label = 'labels' in focused ? (focused as HTMLInputElement).labels?.[0] : undefined;
  return (label?.textContent ?? focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
}

/** The enabled button whose text is `name`. */
export function buttonNamed(name: string): Element | null {
  return Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === name && !button.disabled) ?? null;
}

export function elementExists(id: string): boolean {
  return document.getElementById(id) !== null;
}

/** What the page says about saved submissions: the outbox's status note and the open panel. */
export function outboxText(): string {
  const shown = ['aside[aria-label="Saved submissions"]', '#quick-enquiry'].map((selector) => {
    const element = document.querySelector(selector);
    return element instanceof HTMLElement ? element.innerText : '';
  });
  return shown.filter(Boolean).join('\n') || '(neither a saved-submissions note nor the panel)';
}

/** Whether `text` is rendered on the page (hidden elements have no innerText). */
export function showsText(text: string): boolean {
  return document.body.innerText.includes(text);
}

/** Whether `text` is rendered inside the element with id `id`. */
export function showsTextIn(id: string, text: string): boolean {
  return document.getElementById(id)?.innerText.includes(text) ?? false;
}

export function serviceWorkerReady(): Promise<boolean> {
  return navigator.serviceWorker.ready.then(() => true);
}
