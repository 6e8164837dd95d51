import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The worker's own file: compiled JavaScript when built, TypeScript in tests and `npm run dev`. */
const workerFile = new URL(import.meta.url.replace(/embedded-postgres-worker-file\.(ts|js)$/, 'embedded-postgres-worker.$1'));

/**
 * Under node_modules, so the bundle's imports of packages resolve as they do from the sources. Each
 * bundle is named by its content, so a process never runs one of older sources; each process writes
 * its own in full and renames it into place, so none runs one half written.
 */
const bundleDir = new URL('../../node_modules/.cache/embedded-postgres-worker/', import.meta.url);
/** The bundle names each file it holds from here, so a process in any folder makes the same bytes. */
const gatewayDir = fileURLToPath(new URL('../../', import.meta.url));

let bundled: Promise<URL> | undefined;

/**
 * What the embedded database's worker thread runs. Node 20 runs no TypeScript, so from the sources
 * the worker's files are bundled with esbuild, once per process, into plain JavaScript. Loading them
 * through tsx instead cost each worker about 0.6 CPU s to start, and a test run starts a hundred
 * (decision 062).
 */
export function embeddedWorkerFile(): Promise<URL> {
  if (workerFile.pathname.endsWith('.js')) return Promise.resolve(workerFile);
  bundled ??= bundleWorker();
  return bundled;
}

async function bundleWorker(): Promise<URL> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(workerFile)],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    absWorkingDir: gatewayDir,
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.contents;
  const file = new URL(`${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, bundleDir);
  await mkdir(bundleDir, { recursive: true });
  const partial = `${fileURLToPath(file)}.${process.pid}`;
  await writeFile(partial, code);
  await rename(partial, file);
  return file;
}
