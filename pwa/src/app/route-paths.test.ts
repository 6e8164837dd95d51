import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-paths';

describe('routePatterns', () => {
  it('lists every served pattern once, without the catch-all', () => {
    const patterns = routePatterns([{ path: '/', children: [{ index: true }, { path: 'event/:id' }, { path: 'admin/dashboard' }, { path: '*' }] }]);
    expect(patterns).toEqual(['/', '/event/:id', '/admin/dashboard']);
  });
});
