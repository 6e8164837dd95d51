import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitFor } from './wait-for';

const SMTP_PORT = Number(process.env.ENGINES_SMTP_PORT ?? 2630);
const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
/** The first scenario's port; each further one takes the next. */
export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 8285);

export const ADMIN_ID = 'admin';
export const ADMIN_PASSWORD = 'engines admin password';

/**
 * The built gateway (`npm run build`) as its own process on the embedded database, which the
 * scenario stops and starts again: the server really gone, the way an expo hall's network leaves
 * a visitor, whatever the engine offers for going offline. Its data directory outlives a stop.
 */
export class SiteServer {
  readonly url: string;
  #process: ChildProcess | undefined;
  #stderr = '';
  readonly #port: number;
  readonly #dataDir: string;

  constructor(port: number) {
    this.#port = port;
    this.#dataDir = join(tmpdir(), `site-engines-${port}`);
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts on an empty data directory. */
  async startFresh(): Promise<void> {
    await rm(this.#dataDir, { recursive: true, force: true });
    await this.start();
  }

  async start(): Promise<void> {
    this.#stderr = '';
    const gateway = spawn(process.execPath, ['gateway/dist/main.js'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        // The embedded database that `npm start` uses, even in a shell that names a server.
        DATABASE_URL: undefined,
        PORT: String(this.#port),
        HOST: '127.0.0.1',
        DATA_DIR: this.#dataDir,
        ADMIN_ID,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        // E-mail on, as in production; nobody listens, and the mail queue just retries.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        NOTIFY_TO: 'team@engines.example',
        PUBLIC_URL: this.url,
      },
    });
    gateway.stderr?.on('data', (chunk: Buffer) => (this.#stderr += chunk.toString()));
    this.#process = gateway;
    await waitFor('the gateway to answer /healthz', 120_000, async () => {
      if (gateway.exitCode !== null) throw new Error(`the gateway exited with ${gateway.exitCode}:\n${this.#stderr}`);
      const response = await fetch(`${this.url}/healthz`).catch(() => undefined);
      return response?.ok === true;
    });
  }

  async startIfStopped(): Promise<void> {
    if (!this.#process) await this.start();
  }

  /** Stops the gateway as an operator would (SIGTERM) and waits until it has exited. */
  async stop(): Promise<void> {
    const gateway = this.#process;
    this.#process = undefined;
    if (!gateway || gateway.exitCode !== null) return;
    const exited = new Promise((resolveExit) => gateway.once('exit', resolveExit));
    gateway.kill('SIGTERM');
    await exited;
  }
}
