import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site promises to keep; and axe's best
 * practices, which alone see a landmark named twice or a role its element may not take.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The page's WCAG violations as one line each: rule, impact, and where (at most three places). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips collecting every node that passed, about a fifth of its time.
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((violation) => {
    const places = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
    return `${violation.id} (${violation.impact}): ${violation.help} at ${places.join(', ')}${more}`;
  });
}
