import { expect, type Page } from '@playwright/test';
import { logIn } from '../support/admin';
import { adminToken } from '../support/admin-api';
import { pdf, png } from '../support/form-files';
import { controlledByServiceWorker, testWithServiceWorker } from '../support/service-worker';

/** Every URL the service worker's caches hold, precache included. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

testWithServiceWorker(
  'a private file opened by the admin (a resume; ID cards and attachments share its route) is never kept on the device, while event images are',
  async ({ page, request }) => {
    const token = await adminToken(request);
    const event = await request.post('/api/addEvent', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title: `Private files check ${Date.now()}`, date: '2030-01-15', location: 'Pune', descriptions: 'A check.', images: png('stage.png') },
    });
    expect(event.status()).toBe(201);
    const publicUrl = /\/files\/public\/[0-9a-f-]{36}/.exec(await event.text())![0];

    const email = `private-files-${Date.now()}@example.com`;
    const applied = await request.post('/api/jobApplications', {
      multipart: { name: 'Asha Rao', email, phone: '9876543210', category: 'Internship', coverLetter: '', resume: pdf('cv.pdf') },
    });
    expect(applied.ok()).toBe(true);
    const applications = (await (await request.get('/api/getJobApplications', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      email: string;
      resumePath: string;
    }[];
    const resumeUrl = applications.find((application) => application.email === email)!.resumePath;
    expect(resumeUrl).toMatch(/^\/files\/private\//);

    await logIn(page);
    await controlledByServiceWorker(page);

    // The dashboard's links are fetched as the signed-in admin, through the service worker.
    const answers = await page.evaluate(
      async (urls) =>
        Promise.all(
          urls.map(async (url) => {
            const response = await fetch(url);
            await response.arrayBuffer();
            return { status: response.status, cacheControl: response.headers.get('cache-control') };
          }),
        ),
      [resumeUrl, publicUrl],
    );
    expect(answers).toEqual([
      { status: 200, cacheControl: 'private, no-store' },
      { status: 200, cacheControl: expect.stringContaining('public') },
    ]);
    await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(publicUrl))).toBe(true);
    expect((await cachedUrls(page)).filter((url) => url.includes('/files/private/'))).toEqual([]);

    // Offline, a resume opened before is not there to be read from the device.
    await page.context().setOffline(true);
    expect(
      await page.evaluate(
        async (url) =>
          fetch(url).then(
            (response) => response.status,
            () => 'network error',
          ),
        resumeUrl,
      ),
    ).toBe('network error');
    await page.context().setOffline(false);
  },
);
