import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';

// The menus' content is read from the page: the content modules use Vite-only imports.
const PRODUCT_GROUPS = [
  'Industrial Robots',
  'Automation Systems',
  'SVR Innovation',
  'Grippers and Tools',
  'PLC Application',
  'School Robotics Lab',
  'Software Solutions',
];

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };

const productsButton = (page: Page) => page.getByRole('button', { name: 'Products', exact: true });
const eventsButton = (page: Page) => page.getByRole('button', { name: 'Events menu' });
const productsPanel = (page: Page) => page.locator('#products-menu');
const eventsPanel = (page: Page) => page.locator('#events-menu');

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('desktop navigation (1440 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the dropdowns open by mouse, one at a time, and close on an outside click', async ({ page }) => {
    await gotoHydrated(page, '/');
    await productsButton(page).click();
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(productsPanel(page)).toBeVisible();
    for (const group of PRODUCT_GROUPS) await expect(productsPanel(page).getByText(group, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await eventsButton(page).click();
    await expect(productsPanel(page)).toBeHidden();
    await expect(eventsPanel(page)).toBeVisible();
    await expect(eventsPanel(page).getByRole('link')).toHaveCount(12);
    await expect(eventsPanel(page).getByRole('link').first()).toHaveText('Feedbacks');

    await page.mouse.click(700, 600);
    await expect(eventsPanel(page)).toBeHidden();
    await expect(eventsButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdowns work from the keyboard: Enter, Tab, Escape and Space', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(productsButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(productsPanel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(productsPanel(page).getByRole('link', { name: 'Articulated Robot' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(productsPanel(page)).toBeHidden();
    await expect(productsButton(page)).toBeFocused();

    await eventsButton(page).focus();
    await page.keyboard.press('Space');
    await expect(eventsPanel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events#newproductdevelopment$/);
    await expect(eventsPanel(page)).toBeHidden();
  });

  test('every Products-menu link leads to a product page, and a link of each group lands there', async ({ page }) => {
    await gotoHydrated(page, '/');
    const links = productsPanel(page).locator('a');
    const hrefs = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!)))];
    expect(hrefs).toHaveLength(36);
    // Every product page is prerendered and in the sitemap, and catalogue.spec.ts opens each one.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const href of hrefs) expect(sitemap).toContain(`${href}</loc>`);
    // Following a link is the same for every item; one of each group shows its list leads where it says.
    for (const group of PRODUCT_GROUPS) {
      await productsButton(page).click();
      const link = productsPanel(page).getByRole('list', { name: group }).getByRole('link').first();
      const href = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(productsPanel(page)).toBeHidden();
      await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('an Events-menu link lands on its section of /events', async ({ page }) => {
    await gotoHydrated(page, '/');
    await eventsButton(page).click();
    await eventsPanel(page).getByRole('link', { name: 'ROC 2025' }).click();
    await expect(page).toHaveURL(/\/events#roc2025$/);
    await expect(page.locator('#roc2025')).toBeInViewport();
  });

  test('an Events-menu link to the current page scrolls there without reloading', async ({ page }) => {
    await gotoHydrated(page, '/events');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await eventsButton(page).click();
    await eventsPanel(page).getByRole('link', { name: 'Jorhat Workshop' }).click();
    await expect(page).toHaveURL(/\/events#jorhat$/);
    await expect(page.locator('#jorhat')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test('the active top link is highlighted and Updates is a button-style link', async ({ page }) => {
    await gotoHydrated(page, '/career');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const updates = nav.getByRole('link', { name: 'Updates' });
    await expect(updates).toHaveAttribute('href', '/updates');
    const background = await updates.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the footer opens social links and Quick Links in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const socials = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(socials).toHaveCount(4);
    for (const link of await socials.all()) await expect(link).toHaveAttribute('target', '_blank');
    const quickLinks = footer.getByRole('region', { name: 'Quick Links' }).getByRole('link');
    await expect(quickLinks).toHaveCount(7);
    for (const link of await quickLinks.all()) await expect(link).toHaveAttribute('target', '_blank');
    await expect(footer.getByText(/© 2025 SVR Robotics/)).toBeVisible();
  });
});

test.describe('mobile navigation (375 px)', () => {
  test.use({ viewport: PHONE });

  test('the hamburger opens the menu; the dropdowns are expandable sections', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Career' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await productsButton(page).click();
    await expect(productsPanel(page).getByRole('link', { name: 'SCARA Robot' })).toBeVisible();
    await eventsButton(page).click();
    await expect(productsPanel(page)).toBeHidden();
    await expect(eventsPanel(page).getByRole('link', { name: 'Feedbacks' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.keyboard.press('Escape');
    await expect(eventsPanel(page)).toBeHidden();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('choosing a product closes the menu and shows the product page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await productsButton(page).click();
    await productsPanel(page).getByRole('link', { name: 'Cobot' }).click();
    await expect(page).toHaveURL(/\/products\/cobot$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#main-menu')).toBeHidden();
  });

  test('every top link fits and has a target of at least 24 px', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const link of await page.locator('#main-menu > li').all()) {
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
