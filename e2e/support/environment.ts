import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Where the gateway sends its e-mails; notifications.spec.ts listens there while it runs. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2530);
export const E2E_DATA_DIR = join(tmpdir(), `site-e2e-${E2E_PORT}`);
export const E2E_ADMIN_ID = 'admin';
export const E2E_ADMIN_PASSWORD = 'e2e admin password';
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
