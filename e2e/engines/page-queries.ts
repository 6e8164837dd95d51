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

/** The text of the page's one main heading, or how many it has when that is not one. */
export function mainHeading(): string {
  const headings = Array.from(document.querySelectorAll('h1')).map((heading) => (heading as HTMLElement).innerText.trim());
  return headings.length === 1 ? headings[0]! : `${headings.length} main headings`;
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

/** Focuses the button whose text is `name`, as a visitor's Tab would reach it; answers whether there is one. */
export function focusButton(name: string): boolean {
  const button = Array.from(document.querySelectorAll('button')).find((element) => element.textContent?.trim() === name);
  button?.focus();
  return button !== undefined;
}

/** Whether a selected tab is on screen (the dashboard shows its tabs once their counts are in). */
export function selectedTabShown(): boolean {
  const tab = document.querySelector('[role="tab"][aria-selected="true"]');
  return tab instanceof HTMLElement && tab.offsetParent !== null;
}

/** Whether the selected tab is shown and whole in sight, in the window and in its row, which may scroll sideways. */
export function selectedTabInSight(): boolean {
  const tab = document.querySelector('[role="tab"][aria-selected="true"]');
  const row = tab?.closest('[role="tablist"]');
  if (!tab || !row) return false;
  const box = tab.getBoundingClientRect();
  const bounds = row.getBoundingClientRect();
  // A hidden tab has an empty box at the corner, which the bounds below would take for in sight.
  if (box.width === 0) return false;
  return box.left >= Math.max(bounds.left, 0) - 1 && box.right <= Math.min(bounds.right, window.innerWidth) + 1;
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
