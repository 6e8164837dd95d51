import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { boxesOverlap, collectPageErrors, saveScreenshot } from '../support/layout-checks';

const WIDTHS = [375, 1440] as const;

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Loads every image, for a complete full-page screenshot. Scrolling (`loadLazyImages`) is not enough
 * here: the carousels keep slides off to the side, where no scroll brings them near the viewport.
 */
async function loadEveryImage(page: Page) {
  await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

for (const width of WIDTHS) {
  test.describe(`home page at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test('shows every section, hydrates cleanly and has no horizontal scroll', async ({ page }) => {
      const errors = collectPageErrors(page);
      await gotoHydrated(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: 'SVR Robotics' })).toBeVisible();
      for (const title of ['Our Valued Collaborations', 'Our Products', 'About Us']) {
        const heading = page.getByRole('heading', { level: 2, name: title });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
      await expect(page.getByRole('list', { name: 'Partners' }).getByRole('listitem')).toHaveCount(8);
      await expect(page.getByRole('list', { name: 'Our focus areas' }).getByRole('heading')).toHaveText([
        'Industrial Automation Systems',
        'Educational Robotics Kits',
        'Custom AI Solutions',
        'Research & Development',
      ]);
      await expect(page.getByText('3,250+')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('150+', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await loadEveryImage(page);
      await expectNoHorizontalScroll(page);
      // Still pictures: both carousels stopped between slides, and the fixed bar at the top.
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.getByRole('button', { name: 'Pause product carousel' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(1_500);
      await saveScreenshot(page, `home-${width}`);
      expect(errors).toEqual([]);
    });

    test('the fixed Contact Us button leads to /contact and keeps clear of Enquiry Now!!', async ({ page }) => {
      await gotoHydrated(page, '/');
      const contact = page.getByRole('link', { name: 'Contact Us', exact: true }).last();
      const enquiry = page.getByRole('button', { name: 'Enquiry Now!!' });
      const [a, b] = [await contact.boundingBox(), await enquiry.boundingBox()];
      expect(boxesOverlap(a!, b!)).toBe(false);
      expect(a!.x + a!.width).toBeGreaterThan(width * 0.6);
      expect(a!.height).toBeGreaterThanOrEqual(24);
      await contact.click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}

test.describe('home page on a phone held sideways (812 × 375 px)', () => {
  test.use({ viewport: { width: 812, height: 375 } });

  test('shows the first slide’s heading and text in the first screen, not below it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const heading = page.getByRole('heading', { level: 1, name: 'SVR Robotics' });
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Autonomous mobile robots, clean robots and turnkey automation')).toBeInViewport();
  });

  test('keeps Contact Us and Enquiry Now!! side by side in the bottom row, not stacked into the middle', async ({ page }) => {
    const enquiry = page.getByRole('button', { name: 'Enquiry Now!!' });
    await gotoHydrated(page, '/');
    const contact = await page.getByRole('link', { name: 'Contact Us', exact: true }).last().boundingBox();
    const beside = await enquiry.boundingBox();
    expect(contact!.y + contact!.height).toBeGreaterThan(375 - 24);
    expect(beside!.y).toBe(contact!.y);
    expect(beside!.x + beside!.width).toBeLessThan(contact!.x);
    await gotoHydrated(page, '/career');
    const alone = await enquiry.boundingBox();
    expect(alone!.y).toBe(contact!.y);
    expect(alone!.x + alone!.width).toBe(contact!.x + contact!.width);
  });
});

test.describe('home page behaviour (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the hero moves to the next slide after 5 s, with the text hidden for 400 ms', async ({ page }) => {
    // The installed clock runs from `start` until paused; pausing a little later never asks it to go back.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 10_000);
    await gotoHydrated(page, '/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('SVR Robotics');
    await page.clock.runFor(5_000);
    await expect(title.locator('..')).toHaveAttribute('data-visible', 'false');
    await expect(title).toHaveText('SVR Robotics');
    await page.clock.runFor(400);
    await expect(title).toHaveText('Empowering Automation');
    await expect(title.locator('..')).toHaveAttribute('data-visible', 'true');
    await expect(page.getByRole('button', { name: /^Slide 2 of 5/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a tap on Enquiry Now!! while the page is still hydrating opens the panel', async ({ page }) => {
    // A slow phone: the root hydrates in slices (a transition, decision 066), and a tap can come between them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await page.goto('/', { waitUntil: 'commit' });
    // React marks the container as hydration starts; on a CPU this slow the tap then comes before the slices are done.
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      },
      null,
      { polling: 'raf' },
    );
    await page.getByRole('button', { name: 'Enquiry Now!!' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Enquiry' })).toBeVisible({ timeout: 30_000 });
  });

  test('Read More + opens the category solutions and Back to Products returns', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Pause product carousel' }).click();
    await page.getByRole('button', { name: 'Read More + about Robot' }).click();
    const heading = page.getByRole('heading', { name: 'Robot Solutions' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const cards = page.locator('#products li:has(h4)');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/);
      await expect(card.getByText('Key Features')).toBeVisible();
    }
    await expect(cards.first().getByRole('heading', { level: 4 })).toHaveText('Articulated Robot');
    await page.getByRole('button', { name: /Back to Products/ }).click();
    await expect(heading).toBeHidden();
    await expect(page.getByRole('button', { name: 'Read More + about Robot' })).toBeFocused();
  });

  test('Read More + on RoboAnalyzer and MechAnalyzer opens their product pages', async ({ page }) => {
    for (const [name, path] of [
      ['RoboAnalyzer', '/products/roboanalyzer'],
      ['MechAnalyzer', '/products/mechanalyzer'],
    ] as const) {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Pause product carousel' }).click();
      const link = page.getByRole('link', { name: `Read More + about ${name}` });
      for (let tries = 0; tries < 9 && !(await link.evaluate(isInsideCarousel)); tries += 1) {
        await page.getByRole('button', { name: 'Previous products' }).click();
        await page.waitForTimeout(1_100);
      }
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('with reduced motion nothing moves by itself and the counters show their final figures', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, '/');
    await expect(page.getByText('3,250+')).toBeVisible();
    await expect(page.getByText('150+', { exact: true })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SVR Robotics');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const marquee = await page
      .getByText('IIT Delhi')
      .first()
      .evaluate((element) => getComputedStyle(element.parentElement!).animationName);
    expect(marquee).toBe('none');
  });

  test('Explore Partnership Opportunities leads to /contact', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Explore Partnership Opportunities' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/** Whether the element lies within the visible part of its carousel. */
function isInsideCarousel(element: Element): boolean {
  const carousel = element.closest('.swiper')!.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return box.left >= carousel.left && box.right <= carousel.right;
}
