import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8377';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [w, h] of [[375, 740], [1440, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  await page.goto(base + '/Admin');
  await page.getByLabel('Admin ID').fill('admin');
  await page.getByLabel('Password').fill('pw');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/dashboard/);
  for (const tab of ['webhooks', 'personal-data', 'accounts', 'activity', 'api-keys', 'account']) {
    await page.goto(base + '/admin/dashboard?tab=' + tab);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${tab}-${w}.png`, fullPage: true });
  }
  await context.close();
}
const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
await page.goto(base + '/invitation#nonsense'); await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/invitation-375.png', fullPage: true });
await page.goto(base + '/Admin/reset-password#abc'); await page.waitForTimeout(1500);
await page.getByRole('button', { name: 'Set new password' }).click(); await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/reset-375.png', fullPage: true });
await browser.close();
