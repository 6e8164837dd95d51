import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DASHBOARD_TABS, PUBLIC_PAGES } from '../support/accessibility-pages';
import { isHydrated } from '../support/hydration';
import { ENGINES } from './engines';
import { focusProblems } from '../support/focus-problems';
import { overflowingInMain } from '../support/overflowing-elements';
import { buttonNamed, fieldLabelled, focusButton, focusedName, mainHeading, selectedTabInSight, selectedTabShown, showsText } from './page-queries';
import { ADMIN_ID, ADMIN_PASSWORD, ENGINES_PORT, SiteServer } from './site-server';
import type { Visitor } from './visitor';
import { waitFor } from './wait-for';

// Chromium runs every screen in the browser suite; here Firefox and Safari's engine open them too:
// each page hydrates, has its one main heading, and fits a phone and a desktop. A page is opened
// once, on one of the screens, then turned or widened to the others, as a visitor's phone or window
// is: each screen is the one a third of the pages open on, and every page is seen on all three.
const SCREENS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'phone held sideways', width: 812, height: 375 },
  { name: 'desktop', width: 1440, height: 900 },
];
/** WebKitGTK's MiniBrowser keeps its window as wide as its toolbar (447 px here); it is checked as narrow as it goes. */
const NARROWEST_WINDOW = 480;
const OTHER_ENGINES = ENGINES.filter(({ name }) => name !== 'Chromium');
const PAGES = Object.values(PUBLIC_PAGES).flat();

const site = new SiteServer(ENGINES_PORT + 1);
before(() => site.startFresh());
after(() => site.stop());

for (const engine of OTHER_ENGINES) {
  test(
    `${engine.name}: every public page and dashboard tab hydrates, has its heading and fits a phone upright and sideways and a desktop, and Tab reaches the tabs`,
    { timeout: 300_000 },
    async () => {
      const visitor = await engine.launch();
      const show = screenSwitcher(visitor);
      try {
        for (const [index, path] of PAGES.entries()) {
          const [first, ...others] = screensFrom(index);
          const width = await show(first);
          await visitor.open(`${site.url}${path}`);
          await waitFor(`${path} to hydrate`, 20_000, () => visitor.read(isHydrated));
          await expectShape(visitor, `${path} opened ${width} px wide`);
          for (const screen of others) await expectShape(visitor, `${path} then ${await show(screen)} px wide`);
        }
        await signIn(visitor);
        for (const [index, tab] of DASHBOARD_TABS.entries()) {
          const [first, ...others] = screensFrom(index);
          const width = await show(first);
          await visitor.open(`${site.url}/admin/dashboard?tab=${tab}`);
          await waitFor(
            `the ${tab} tab to show`,
            20_000,
            async () => (await visitor.read(mainHeading)) === 'Admin Dashboard' && (await visitor.read(selectedTabShown)),
          );
          await expectTabShape(visitor, `the ${tab} tab opened ${width} px wide`);
          for (const screen of others) await expectTabShape(visitor, `the ${tab} tab then ${await show(screen)} px wide`);
        }
        // On a phone the tabs are a row that scrolls, which Firefox would make a tab stop of its own.
        await show(SCREENS[0]!);
        assert.ok(await visitor.read(focusButton, 'Logout'), 'a Logout button');
        await visitor.press('Tab');
        assert.equal(await visitor.read(focusedName), 'Your account', 'on a phone, what Tab reaches after Logout');
      } finally {
        await visitor.close();
      }
    },
  );
}

type Screen = (typeof SCREENS)[number];

/**
 * The screens in the order the `index`th page sees them: it opens on the screen the page before it
 * ended on (the start goes 0, 2, 1, 0…), so each screen is the first for a third of the pages.
 */
function screensFrom(index: number): [Screen, ...Screen[]] {
  const start = (SCREENS.length - (index % SCREENS.length)) % SCREENS.length;
  return [SCREENS[start]!, ...SCREENS.slice(start + 1), ...SCREENS.slice(0, start)];
}

/** Resizes the visitor's window to a screen unless it is that size already (WebKit takes a second to); answers the width it got. */
function screenSwitcher(visitor: Visitor): (screen: Screen) => Promise<number> {
  let shown: Screen | undefined;
  let width = 0;
  return async (screen) => {
    if (screen !== shown) {
      width = await resize(visitor, screen);
      shown = screen;
    }
    return width;
  };
}

async function resize(visitor: Visitor, screen: Screen): Promise<number> {
  const width = await visitor.resize(screen.width, screen.height);
  assert.ok(width === screen.width || (width > screen.width && width <= NARROWEST_WINDOW), `a ${screen.name}'s ${screen.width} px came out ${width} px wide`);
  return width;
}

async function expectShape(visitor: Visitor, what: string): Promise<void> {
  assert.match(await visitor.read(mainHeading), /\S/, `${what}: one main heading with text`);
  // A carousel measures itself again in the frames after a resize.
  let overflowing: string[] = [];
  await waitFor(`${what} to fit`, 2_000, async () => (overflowing = await visitor.read(overflowingInMain)).length === 0).catch(() => undefined);
  assert.deepEqual(overflowing, [], `${what}: nothing sticks out past the right edge`);
}

/** A dashboard tab's shape, with its tab in sight: on a narrow screen the tabs are one row that scrolls. */
async function expectTabShape(visitor: Visitor, what: string): Promise<void> {
  await expectShape(visitor, what);
  await waitFor(`${what}: the selected tab in sight`, 2_000, () => visitor.read(selectedTabInSight));
}

/** Through the real sign-in screen, as the team does. */
async function signIn(visitor: Visitor): Promise<void> {
  await visitor.open(`${site.url}/Admin`);
  await waitFor('the sign-in screen to hydrate', 20_000, () => visitor.read(isHydrated));
  await (await visitor.control(fieldLabelled, 'Admin ID')).type(ADMIN_ID);
  await (await visitor.control(fieldLabelled, 'Password')).type(ADMIN_PASSWORD);
  await (await visitor.control(buttonNamed, 'Log In')).click();
  await waitFor('the dashboard after signing in', 20_000, async () => (await visitor.read(mainHeading)) === 'Admin Dashboard');
}

for (const engine of OTHER_ENGINES) {
  test(`${engine.name}: the contact form is filled in and sent with the keyboard alone, its focus always in sight`, { timeout: 120_000 }, async () => {
    const visitor = await engine.launch();
    try {
      await visitor.resize(1440, 900);
      await visitor.open(`${site.url}/contact`);
      await waitFor('/contact to hydrate', 20_000, () => visitor.read(isHydrated));
      await tabTo(visitor, 'Skip to content', 3);
      await visitor.press('Enter');
      const fields = {
        'Your Name': 'Meera Iyer',
        Email: 'meera@example.com',
        'Mobile (optional)': '9876543210',
        Message: `Sent from ${engine.name} by keyboard.`,
      };
      for (const [label, text] of Object.entries(fields)) {
        await tabTo(visitor, label, 40);
        await visitor.typeHere(text);
      }
      await tabTo(visitor, 'Send Message', 2);
      await visitor.press('Enter');
      await waitFor('the message to be sent', 20_000, () => visitor.read(showsText, 'Thank you! Your inquiry has been submitted successfully.'));
    } finally {
      await visitor.close();
    }
  });
}

/** Presses Tab until the element named `name` has focus, checking at every stop that the focus can be seen. */
async function tabTo(visitor: Visitor, name: string, most: number): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    await visitor.press('Tab');
    const focused = await visitor.read(focusedName);
    // The page scrolls the focused element into sight smoothly where motion is not reduced.
    let problems: string[] = [];
    const seen = await waitFor(`the focus on "${focused}" to be in sight`, 2_000, async () => (problems = await visitor.read(focusProblems)).length === 0).then(
      () => true,
      () => false,
    );
    assert.ok(seen, `the focus on "${focused}" can be seen: ${problems.join('; ')}`);
    if (focused === name) return;
  }
  throw new Error(`Tab did not reach "${name}" in ${most} presses`);
}
