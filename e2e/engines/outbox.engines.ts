import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { isHydrated } from '../support/hydration';
import { countStoredEnquiries } from './admin-enquiries';
import { ENGINES } from './engines';
import { buttonNamed, controlLabelled, elementExists, outboxText, serviceWorkerReady, showsText, showsTextIn } from './page-queries';
import { ENGINES_PORT, SiteServer } from './site-server';
import type { Visitor } from './visitor';
import { waitFor } from './wait-for';

// The outbox's promise in every engine: Firefox and WebKit have no Background Sync, so delivery
// there rests on the page retrying by itself (on `online`, at start and every 30 s).
const PANEL = 'quick-enquiry';
const QUEUED = 'saved on this device';
const SAVED_IN_PANEL = 'You are offline, so this was saved on this device.';
const LAST_SENT = 'Sent: Quick enquiry from Expo Visitor Two.';
const REFUSED = 'could not be sent';
const TWO_PENDING = '2 submissions are saved on this device and will be sent when you are back online.';
// The page retries every 30 s; the rest is the gateway starting and the engine's own timers.
const DELIVERY_TIMEOUT_MS = 45_000;

const site = new SiteServer(ENGINES_PORT);
before(() => site.startFresh());
// A failed run may have left the server stopped; the next engine starts with it there.
afterEach(() => site.startIfStopped());
after(() => site.stop());

for (const engine of ENGINES) {
  test(
    `${engine.name}: two enquiries made while the server is gone are kept on the device, then each arrives once with no visitor action`,
    { timeout: 180_000 },
    async () => {
      const visitor = await engine.launch();
      try {
        await visitor.open(`${site.url}/`);
        await waitFor('React to hydrate the page', 20_000, () => visitor.read(isHydrated));
        assert.equal(await visitor.read(serviceWorkerReady), true);
        // The panel's code loads while the server is there, as for a visitor who browsed first.
        await openPanel(visitor);

        await site.stop();
        // A name takes letters only.
        const enquiries = ['One', 'Two'].map((who) => ({ name: `Expo Visitor ${who}`, enquiry: `${engine.name}, visitor ${who}, server gone, ${Date.now()}` }));
        for (const [index, { name, enquiry }] of enquiries.entries()) {
          if (index > 0) await openPanel(visitor);
          await sendEnquiry(visitor, name, enquiry);
        }
        await waitFor(`"${TWO_PENDING}"`, 10_000, () => visitor.read(showsText, TWO_PENDING));

        await site.start();
        // The count leaves the page as soon as the last one is on its way, before the server answers it.
        await waitFor(
          'the saved enquiries to be sent',
          DELIVERY_TIMEOUT_MS,
          async () => !(await visitor.read(showsText, QUEUED)) && ((await visitor.read(showsText, LAST_SENT)) || (await visitor.read(showsText, REFUSED))),
        );
        assert.equal(await visitor.read(showsText, REFUSED), false, 'the server refused a saved enquiry');
        assert.equal(await visitor.read(showsText, LAST_SENT), true, 'the page says the last one was sent');
        for (const { enquiry } of enquiries) assert.equal(await countStoredEnquiries(site.url, enquiry), 1, `"${enquiry}" stored once`);
      } catch (error) {
        // What the visitor saw says more than a time-out does.
        const seen = await visitor.read(outboxText).catch(() => '(the page could not be read)');
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page said:\n${seen}`, { cause: error });
      } finally {
        await visitor.close();
      }
    },
  );
}

async function openPanel(visitor: Visitor): Promise<void> {
  await (await visitor.control(buttonNamed, 'Enquiry Now!!')).click();
  await waitFor('the Quick Enquiry panel to open', 10_000, () => visitor.read(elementExists, PANEL));
}

/** Fills in and submits the open panel; with the server gone it says the enquiry is saved, then closes. */
async function sendEnquiry(visitor: Visitor, name: string, enquiry: string): Promise<void> {
  const fields = { 'Your Name': name, Email: 'visitor@example.com', Phone: '91-9988776655', 'Your enquiry': enquiry };
  for (const [label, value] of Object.entries(fields)) await (await visitor.control(controlLabelled, PANEL, label)).type(value);
  await (await visitor.control(buttonNamed, 'Submit Enquiry')).click();
  await waitFor(`"${SAVED_IN_PANEL}" in the panel`, 10_000, () => visitor.read(showsTextIn, PANEL, SAVED_IN_PANEL));
  await waitFor('the panel to close', 10_000, async () => !(await visitor.read(elementExists, PANEL)));
}
