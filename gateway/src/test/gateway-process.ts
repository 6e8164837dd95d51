import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { embeddedDatabaseDir } from '../db/database.js';
import { freePort } from './redis-server.js';

const gatewayDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const PROCESS_ADMIN_PASSWORD = 'tests only, not a real one';

export interface GatewayProcess {
  url: string;
  pid: number;
  /** What the gateway printed, for a failing test's message. */
  output(): string;
  /** Signals the process unless it has ended, waits for it to end and answers its exit code (null when a signal ended it). */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface GatewayProcessOptions {
  /**
   * The embedded database starts as a copy of the run's migrated template (migrated-template.ts), as
   * test servers do, rather than being created and migrated as on a first start, which costs some 10
   * CPU seconds more. Only where the run is on the embedded database and `env` names no server.
   */
  migrated?: boolean;
}

/**
 * A real gateway in a process of its own (from the TypeScript sources, through tsx), as an
 * operator runs several behind a load balancer: its own data directory, the shared database and
 * Redis. Resolves once /readyz answers 200.
 */
export async function startGateway(env: Record<string, string>, options: GatewayProcessOptions = {}): Promise<GatewayProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'fault-gateway-'));
  const template = options.migrated && !env.DATABASE_URL ? inject('migratedTemplate') : undefined;
  if (template && 'embeddedDump' in template) await unpack(template.embeddedDump, embeddedDatabaseDir(dataDir));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: gatewayDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: join(dataDir, 'no-web-build'),
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_WRITES_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    url,
    pid: child.pid!,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  const deadline = Date.now() + 90_000;
  while (!(await isReady(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await gateway.kill('SIGKILL');
      throw new Error(`The gateway did not become ready:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return gateway;
}

/** The dump is a tar of the cluster's data directory, which is what the gateway opens when it finds one. */
async function unpack(dump: string, directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  await promisify(execFile)('tar', ['-xf', dump, '-C', directory]);
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).status === 200;
  } catch {
    return false;
  }
}
