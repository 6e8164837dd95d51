import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe("the embedded database's WebAssembly settings", () => {
  it.each(['embedded-postgres-worker.ts', 'embedded-postgres-create.ts'])('are the first import of %s, which starts PGlite', async (file) => {
    const source = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
    const firstImport = source.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './embedded-postgres-wasm.js';");
  });
});
