import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

// The layout pulls in the service worker's virtual module, which exists only in a build.
vi.mock('./layout/layout', () => ({ Layout: () => null }));

const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('routes', () => {
  it('keeps the login at /Admin apart from the guarded /admin pages', () => {
    expect(deepest('/Admin')?.path).toBe('Admin');
    expect(matchRoutes(routes, '/Admin')?.map((m) => m.route.path)).not.toContain('admin');
    expect(deepest('/admin/support')?.path).toBe('support');
    expect(matchRoutes(routes, '/admin/support')?.map((m) => m.route.path)).toContain('admin');
  });
});
