import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './support/chromium';
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT } from './support/environment';

/**
 * Files that share something besides records of their own, run one at a time: three listen on the SMTP
 * port the gateway sends to (E2E_SMTP_PORT), and two close a job role that the other reads open.
 */
const ONE_AT_A_TIME = ['account-security', 'accounts', 'notifications', 'admin-dashboard', 'forms-careers'].map((name) => `**/${name}.spec.ts`);

/**
 * Files that need what only the full browser has, run in Chromium rather than its headless shell: the downloads
 * spec opens a saved manual as a visitor reads it, in the PDF viewer; the shell would download it instead.
 */
const FULL_BROWSER = ['**/downloads.spec.ts'];

const launchOptions = (executablePath: string) => ({ executablePath, args: CHROMIUM_ARGS });

/**
 * The whole system in Debian's Chromium (its headless shell): the built PWA served by the real gateway, on the
 * embedded database in a fresh data directory, or on the PostgreSQL server in DATABASE_URL.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two files at a time: a test mostly waits on the browser and the gateway, so on two cores a second
  // worker takes the suite from about 530 to 420 s. Every test makes the records it reads, with names of
  // its own, so another file's records beside them change nothing.
  workers: 2,
  projects: [
    { name: 'one at a time', testMatch: ONE_AT_A_TIME, workers: 1 },
    { name: 'full browser', testMatch: FULL_BROWSER, use: { launchOptions: launchOptions(CHROMIUM_PATH) } },
    { name: 'site', testIgnore: [...ONE_AT_A_TIME, ...FULL_BROWSER] },
  ],
  // One retry in CI: a test that needs it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    // Tests of what the service worker does turn it on (support/service-worker.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: each action, where it failed, the console and the network, beside the
    // screenshot above. Not a screencast, nor the page's DOM before and after every action: recording those
    // for every test, to keep only a failed one's, cost about a fifth and a sixth of the suite's CPU (decisions 059, 063).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: launchOptions(HEADLESS_SHELL_PATH),
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node ../gateway/dist/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // E-mail on, as in production; outside notifications.spec.ts nobody listens, and the queue just retries.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      NOTIFY_TO: 'team@e2e.example',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // The suite posts many forms from one address; the limits themselves are tested in the gateway.
      PUBLIC_WRITES_PER_MINUTE: '10000',
      // webhooks.spec.ts registers a receiver on this machine's loopback address.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
