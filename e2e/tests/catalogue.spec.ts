import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { collectPageErrors, loadLazyImages, overflowingElements, saveScreenshot, WIDTHS } from '../support/layout-checks';

/** Every product page: its title and one fact from its specifications table. */
const PRODUCTS: readonly (readonly [slug: string, title: string, fact: string])[] = [
  ['articulated-robot', 'Articulated Robot', '3–80 kg'],
  ['cobot', 'Cobot', '3–20 kg'],
  ['scara-robot', 'SCARA Robot', '350–1000 mm'],
  ['cartesian-robot', 'Cartesian Robot', 'PLC integration'],
  ['fms', 'Flexible Manufacturing System', 'PLC (Siemens, Mitsubishi, Allen-Bradley or Delta)'],
  ['electropneumatic', 'Electro-Pneumatic System', 'Compressed air'],
  ['electrohydraulic', 'Electro-Hydraulic System', 'Hydraulic oil'],
  ['elevator', 'Elevator Kit', '750 mm'],
  ['bottlefilling', 'Bottle Filling Plant', 'SCADA'],
  ['stewart', 'Stewart Platform', 'Stewart platform (hexapod)'],
  ['sensorlab', 'Sensor Lab', 'Sensor training kit'],
  ['amr', 'Autonomous Mobile Robot', '100 kg'],
  ['3jaw', '3-Jaw Concentric Gripper', '14–946 N'],
  ['suctioncup', 'Suction Cup Gripper', 'Ø22–125 mm'],
  ['sensorizedgripper', 'Sensorised Gripper', 'IR, strain gauge, load cell, force'],
  ['magneticgripper', 'Magnetic Gripper', '35–290 N'],
  ['gripperlab', 'Gripper Lab', 'PLC and Arduino'],
  ['paralleljaw', 'Servo Parallel-Jaw Gripper', '180 N'],
  ['curvilinearjaw', 'Servo Curvilinear-Jaw Gripper', '68°'],
  ['pneumaticjaw', 'Pneumatic 2- and 3-Jaw Gripper', '2 to 7 bar'],
  ['vfdkit', 'VFD Control Kit', '0.25 HP, three-phase'],
  ['steppermotor', 'Stepper Motor Control Kit', 'NEMA 17 stepper'],
  ['waterlevel', 'Water Level Control Kit', '2 × 3 L, stainless steel'],
  ['conveyor', 'Conveyor Control Kit', '300 × 50 mm'],
  ['stardelta', 'Star-Delta Starter Kit', 'Air-break contactors'],
  ['temperaturecontrol', 'Temperature Control Kit', '1000 W, 230 V'],
  ['mazesolving', 'Maze Solving Robot', '180 × 200 × 150 mm'],
  ['linefollower', 'Line Follower Robot', '200 × 220 × 120 mm'],
  ['selfbalancing', 'Self-Balancing Robot', '160 × 64 × 147 mm'],
  ['digitaldice', 'Digital Dice', '7-segment'],
  ['fankit', 'Temperature Controlled Fan Kit', 'LM35 temperature sensor'],
  ['objectcounter', 'Object Counter', '300 × 150 × 180 mm'],
  ['bipedal', 'Bipedal Robot', '4, 8 or 10'],
  ['roboanalyzer', 'RoboAnalyzer', 'Mechatronics Lab, IIT Delhi'],
  ['mechanalyzer', 'MechAnalyzer', 'About 10'],
  ['feast', 'FEAST', 'Vikram Sarabhai Space Centre (VSSC), ISRO'],
  ['rttoolbox', 'RT ToolBox Software', 'RT ToolBox3'],
];

async function expectProduct(page: Page, title: string, fact: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: fact, exact: true })).toBeVisible();
}

/** `text` as a regular expression that matches it literally. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// That each page then hydrates without an error is checked on its first load, with its JavaScript
// (first-load-budget.spec.ts); here only the HTML the gateway sends, so no page is loaded twice.
test('every product page is prerendered with its title, a distinctive fact and its canonical address', async ({ request }) => {
  for (const [slug, title, fact] of PRODUCTS) {
    const response = await request.get(`/products/${slug}`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    expect(html, slug).toMatch(new RegExp(`<h1\\b[^>]*>${literally(title)}</h1>`));
    expect(html, slug).toMatch(new RegExp(`<td\\b[^>]*>${literally(fact)}</td>`));
    expect(html, slug).toContain(`<title>${title} | SVR Robotics</title>`);
    expect(html, slug).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${slug}"`));
  }
});

test('an unknown product shows the articulated robot, whose page stays canonical', async ({ page }) => {
  await page.goto('/products/no-such-robot');
  await expectProduct(page, 'Articulated Robot', '3–80 kg');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/articulated-robot$/);
});

test('product pages in the app: tabs, client-side navigation and the way to the downloads', async ({ page }) => {
  await gotoHydrated(page, '/products/sensorlab');
  await page.getByRole('tab', { name: 'Kit Contents' }).click();
  await expect(page.getByRole('tabpanel').getByText('Proximity sensor')).toBeVisible();

  // A link inside the page loads the other product's chunk on the way.
  await page.getByRole('link', { name: 'Sensorised Gripper' }).click();
  await expect(page).toHaveURL(/\/products\/sensorizedgripper$/);
  await expectProduct(page, 'Sensorised Gripper', 'IR, strain gauge, load cell, force');
  await expect(page).toHaveTitle('Sensorised Gripper | SVR Robotics');

  await gotoHydrated(page, '/products/roboanalyzer');
  await page.getByRole('link', { name: 'Get RoboAnalyzer' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
});

/**
 * How far a section's top lies from where its address hash should bring it: just below the top bar (the
 * root's scroll-padding-top). A section merely in view could be its last lines, its heading scrolled past.
 */
function offsetFromLanding(page: Page, id: string): Promise<number> {
  return page
    .locator(`section#${id}`)
    .evaluate((section) => section.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport: { width, height } });

    test('/events#roc2024 scrolls to that section and highlights it for 2 seconds, as does a later hash change', async ({ page }) => {
      await page.goto('/events#roc2024');
      const roc2024 = page.locator('section#roc2024');
      await expect(roc2024).toHaveAttribute('data-highlighted', 'true');
      await expect.poll(() => offsetFromLanding(page, 'roc2024')).toBeCloseTo(0, 0);
      await expect(roc2024).not.toHaveAttribute('data-highlighted', { timeout: 3_000 });

      await page.evaluate(() => {
        window.location.hash = 'nafed2018';
      });
      const nafed2018 = page.locator('section#nafed2018');
      await expect(nafed2018).toHaveAttribute('data-highlighted', 'true');
      await expect.poll(() => offsetFromLanding(page, 'nafed2018')).toBeCloseTo(0, 0);

      await page.evaluate(() => {
        window.location.hash = 'expo';
      });
      await expect(page.locator('section#expo2025')).toHaveAttribute('data-highlighted', 'true');
    });
  });
}

test('the events page lists the feedback section first, and its pictures zoom in and out', async ({ page }) => {
  await gotoHydrated(page, '/events');
  const feedback = page.locator('section#newproductdevelopment');
  await expect(feedback.getByRole('heading', { level: 2, name: 'Feedbacks' })).toBeVisible();
  await expect(feedback.getByRole('heading', { level: 3 })).toHaveText(['Presentation Feedback', 'Event Feedback']);

  await page.getByRole('button', { name: 'Enlarge: ROC-2024 participants at work' }).click();
  const dialog = page.getByRole('dialog', { name: 'ROC-2024 participants at work' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Enlarge: ROC-2024 participants at work' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('an event page rotates its pictures every 3 seconds, zooms, and leads back home', async ({ page }) => {
  await gotoHydrated(page, '/event/roc2024');
  await expect(page.getByRole('heading', { level: 1, name: 'RoboAnalyzer Online Competition 2024 (ROC-2024)' })).toBeVisible();
  await expect(page.getByText('1 July – 10 November 2024')).toBeVisible();
  await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
  await expect(page.getByRole('group', { name: '2 of 3' })).toBeVisible({ timeout: 4_500 });

  await page.getByRole('button', { name: 'Show picture 3 of 3' }).click();
  await expect(page.getByRole('group', { name: '3 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Enlarge: ROC-2024 results' }).click();
  const dialog = page.getByRole('dialog', { name: 'ROC-2024 results' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown event says 'Event not found' inside the site's layout", async ({ page }) => {
  await page.goto('/event/no-such-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the downloads page lists the FEAST documents in modals, and a missing file explains itself', async ({ page }) => {
  await gotoHydrated(page, '/downloads');
  await expect(page.getByText('600MB disk space required')).toBeVisible();

  await page.getByRole('button', { name: 'Tutorials' }).click();
  const tutorials = page.getByRole('dialog', { name: 'Tutorials' });
  await expect(tutorials.getByRole('link')).toHaveCount(22);
  const firstPdf = await tutorials.getByRole('link').first().getAttribute('href');
  await tutorials.getByRole('button', { name: 'Close' }).click();
  await expect(tutorials).toBeHidden();

  await page.getByRole('button', { name: 'Verification Manual' }).click();
  const verification = page.getByRole('dialog', { name: 'Verification Manual' });
  await expect(verification.getByRole('link')).toHaveCount(79);
  await expect(verification.getByRole('link', { name: /Problem 57 / })).toHaveCount(0);
  await page.mouse.click(5, 5);
  await expect(verification).toBeHidden();

  await page.getByRole('button', { name: 'User Manual' }).click();
  const manual = page.getByRole('dialog', { name: 'User Manual' });
  await expect(manual.getByRole('link', { name: /^Chapter/ })).toHaveCount(9);
  await page.keyboard.press('Escape');
  await expect(manual).toBeHidden();

  expect(firstPdf).toMatch(/^\/files\/downloads\/.+\.pdf$/);
  const response = await page.goto(firstPdf!);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This download is not available right now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Downloads' })).toBeVisible();
});

test('the contact page gives the details, hours and a map that loads only on request', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await expect(page.getByText('9:30 AM to 6:30 PM')).toBeVisible();
  await expect(page.getByText('24/7 support line')).toBeVisible();
  await expect(page.getByRole('img', { name: /Illustrated map/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('target', '_blank');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load interactive map' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
  await expect(page.getByRole('heading', { level: 2, name: 'Get In Touch' })).toBeVisible();
});

test('sitemap.xml lists every prerendered page and robots.txt keeps crawlers out of the admin area', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [slug] of PRODUCTS) expect(sitemap).toContain(`/products/${slug}</loc>`);
  for (const path of ['/events', '/event/roc2024', '/updates', '/calendar', '/downloads', '/contact']) expect(sitemap).toContain(`${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/Admin$/m);
  expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
});

const PAGE_TYPES = [
  ['product-blocks', '/products/articulated-robot'],
  ['product-tabs', '/products/sensorlab'],
  ['events', '/events'],
  ['event-detail', '/event/roc2024'],
  ['event-not-found', '/event/no-such-event'],
  ['downloads', '/downloads'],
  ['contact', '/contact'],
] as const;

for (const { name: widthName, width, height } of WIDTHS) {
  test(`each catalogue page fits ${width} px without sideways scrolling and hydrates cleanly (screenshots kept)`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height });
    for (const [name, path] of PAGE_TYPES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await loadLazyImages(page);
      expect(await overflowingElements(page), `${path} at ${width} px`).toEqual([]);
      await saveScreenshot(page, `catalogue-${name}-${widthName}-${width}`);
    }
    await gotoHydrated(page, '/downloads');
    await page.getByRole('button', { name: 'Verification Manual' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, `catalogue-downloads-modal-${widthName}-${width}`, { fullPage: false });
    expect(errors).toEqual([]);
  });
}
