import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { embeddedWorkerFile } from './embedded-postgres-worker-file.js';

describe("the embedded database's WebAssembly settings", () => {
  it.each(['embedded-postgres.ts', 'embedded-postgres-worker.ts', 'embedded-postgres-create.ts'])(
    'are the first import of %s, which compiles or starts PGlite',
    async (file) => {
      const source = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
      const firstImport = source.split('\n').find((line) => line.startsWith('import '));
      expect(firstImport).toBe("import './embedded-postgres-wasm.js';");
    },
  );

  it('are set in the bundle the worker runs from the sources before PGlite starts', async () => {
    const bundle = await readFile(await embeddedWorkerFile(), 'utf8');
    const setting = bundle.indexOf('setFlagsFromString("--liftoff-only")');
    expect(setting).toBeGreaterThan(-1);
    expect(setting).toBeLessThan(bundle.search(/PGlite\w*\.create\(/));
  });
});
