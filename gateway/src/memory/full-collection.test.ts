import { describe, expect, it } from 'vitest';
import { loadFullCollection } from './full-collection.js';

describe('a full collection', () => {
  it('frees what nothing holds any more', async () => {
    const collect = loadFullCollection();
    const gone = new WeakRef({ payload: new Array(1000).fill('x') });
    // A WeakRef's target is kept until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(gone.deref()).toBeUndefined();
  });
});
