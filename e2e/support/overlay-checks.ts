import type { Locator } from '@playwright/test';

/** The screens a visitor holds: two phones, a phone turned sideways, a laptop. */
export const OVERLAY_VIEWPORTS = [
  { name: 'phone 375×667', width: 375, height: 667 },
  { name: 'phone 390×844', width: 390, height: 844 },
  { name: 'phone sideways 812×375', width: 812, height: 375 },
  { name: 'desktop 1440×900', width: 1440, height: 900 },
] as const;

/**
 * Every heading and control of an open dialog or panel that a tap cannot reach: after scrolling it
 * into view, its centre is off screen, or the element there is something else on top of it (a
 * fixed bar, another panel). A control drawn by its label (a visually hidden input) is tapped on
 * its label, and a link that wraps onto two lines on its longest piece. Layout checks of overflow
 * miss this; only hit-testing sees what covers what.
 */
export async function unreachableControls(overlay: Locator): Promise<string[]> {
  return overlay.evaluate((root) => {
    const describe = (element: Element | null) => {
      if (!element) return 'nothing';
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()} "${label || element.getAttribute('name') || ''}"`;
    };
    const largestBox = (element: Element) => [...element.getClientRects()].reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    const problems: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'h2, a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (control.getClientRects().length === 0) continue;
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const own = largestBox(control);
      const drawnByLabel = own.width <= 1 || own.height <= 1;
      const target = drawnByLabel && control instanceof HTMLInputElement ? (control.labels?.[0] ?? control) : control;
      const box = largestBox(target);
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        problems.push(`${describe(control)} is off screen, its centre at (${Math.round(x)}, ${Math.round(y)})`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !target.contains(hit)) problems.push(`${describe(control)}: a tap at its centre lands on ${describe(hit)}`);
    }
    return problems;
  });
}
