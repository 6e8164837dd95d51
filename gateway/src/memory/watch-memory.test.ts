import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('the gateway process', () => {
  it('watches its memory from the moment it listens', async () => {
    const main = await readFile(new URL('../main.ts', import.meta.url), 'utf8');
    expect(main.indexOf('watchMemory(')).toBeGreaterThan(main.indexOf('await app.listen('));
  });
});
