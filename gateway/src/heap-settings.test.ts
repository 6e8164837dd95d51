import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('the heap settings', () => {
  it('are the first thing the gateway runs, before any module that allocates', async () => {
    const main = await readFile(new URL('./main.ts', import.meta.url), 'utf8');
    const firstStatement = main.split('\n').find((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(firstStatement).toBe("import './heap-settings.js';");
  });
});
