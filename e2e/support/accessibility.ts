import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site promises to keep; and axe's best
 * practices, which alone see a landmark named twice or a role its element may not take.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type PageWithAxe = Window & { axe?: typeof axe };

/**
 * The page's WCAG violations as one line each: rule, impact, and where (at most three places).
 *
 * axe runs in the page itself (docs/decisions/055-axe-in-the-page.md): @axe-core/playwright opens a
 * second page for every check to join the results of frames, which the pages checked here do not
 * have, and that took two thirds of each check's time. A page with frames is refused, not half checked.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames, which this check does not look into`);
  // Once per document: the dashboard's tabs, and a form before and after its messages, share one.
  if (!(await page.evaluate(() => Boolean((window as PageWithAxe).axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { violations } = await (window as PageWithAxe).axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations are read: axe then skips collecting every node that passed, about a fifth of its time.
      resultTypes: ['violations'],
    });
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, places: nodes.map((node) => node.target.join(' ')) }));
  }, AXE_TAGS);
  return violations.map(({ id, impact, help, places }) => {
    const more = places.length > 3 ? ` and ${places.length - 3} more` : '';
    return `${id} (${impact}): ${help} at ${places.slice(0, 3).join(', ')}${more}`;
  });
}
