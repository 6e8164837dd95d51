import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroSlides } from '../../content/hero';
import { HomePage } from './home-page';

const routes = [{ path: '/', Component: HomePage }];

async function prerender(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('HomePage', () => {
  it('prerenders the first hero slide, every section, the final counters and the Organization data', async () => {
    const html = await prerender();
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe(heroSlides[0]!.title);
    expect([...page.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Our Valued Collaborations', 'Our Products', 'About Us']);
    expect(page.textContent).toContain('3,250+');
    expect(page.textContent).toContain('150+');
    expect(page.querySelector('a[href="/contact"]')?.textContent).toBe('Explore Partnership Opportunities');
    const jsonLd = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({
      '@type': 'Organization',
      name: 'SVR Robotics',
      address: { addressLocality: 'Pune' },
      contactPoint: { '@type': 'ContactPoint' },
    });
    expect(jsonLd.logo).toMatch(/\/icons\/icon-512\.png$/);
    expect(jsonLd.sameAs).toHaveLength(4);
  });

  it('hydrates the prerendered markup without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerender();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const router = createMemoryRouter(routes);
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The counters tick on timers; unmounting stops them before the test environment goes.
    act(() => root.unmount());
  });

  it('has the fixed Contact Us button to /contact', async () => {
    const page = document.createElement('div');
    page.innerHTML = await prerender();
    const links = [...page.querySelectorAll('a[href="/contact"]')].map((a) => a.textContent);
    expect(links).toContain('Contact Us');
  });
});
