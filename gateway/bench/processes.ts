import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The Node options in the Docker image's `CMD ["node", …options, "gateway/dist/main.js"]` that this
 * runtime has, so that the bench measures the gateway as the image runs it: on Node 22,
 * AsyncLocalStorage on V8's context frames (docs/decisions/074-request-context-without-promise-hooks.md).
 */
export async function imageNodeOptions(dockerfile: string): Promise<string[]> {
  const command = /^CMD (\[.*\])$/m.exec(await readFile(dockerfile, 'utf8'));
  if (!command) throw new Error(`${dockerfile} has no CMD in exec form.`);
  return (JSON.parse(command[1]!) as string[]).slice(1, -1).filter((option) => process.allowedNodeEnvironmentFlags.has(option));
}

/**
 * Starts `node args` with stderr shown; the caller stops it with `stop`. Its stdout is piped only
 * when the caller reads it (`firstJsonLine`): a pipe nobody reads fills up and stalls the process.
 */
export function startNode(args: string[], env: NodeJS.ProcessEnv = {}, stdout: 'pipe' | 'inherit' = 'inherit'): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
}

/** The first line the process writes to stdout, parsed as JSON. */
export function firstJsonLine<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const newline = seen.indexOf('\n');
      if (newline >= 0) resolve(JSON.parse(seen.slice(0, newline)) as T);
    });
    child.once('exit', (code) => reject(new Error(`The process ended (${code}) before it was ready.`)));
  });
}

export async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The gateway ended with code ${child.exitCode}.`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The gateway did not become healthy in time.');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
