import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app-routes';

// The layout pulls in the service worker's virtual module, which exists only in a build.
vi.mock('./layout/layout', () => ({
  Layout: () => (
    <>
      <p>Top bar</p>
      <Outlet />
    </>
  ),
}));
vi.mock('../features/careers/careers-page', () => ({ CareersPage: () => <h1>Careers</h1> }));
vi.mock('../features/contacts/contact-page', () => ({
  ContactPage: () => {
    throw new Error('broken screen');
  },
}));

describe('AppRoutes', () => {
  it('loads a lazy screen when it is visited', async () => {
    // Awaited: a screen that suspends resumes inside the test's act scope.
    await act(async () =>
      render(
        <MemoryRouter initialEntries={['/career']}>
          <AppRoutes />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeVisible();
    expect(screen.getByText('Top bar')).toBeVisible();
  });

  it('shows the error screen in place of a page that throws, and the next page after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () =>
      render(
        <MemoryRouter initialEntries={['/contact']}>
          <Link to="/career">Career</Link>
          <AppRoutes />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    expect(screen.queryByText('Top bar')).not.toBeInTheDocument();

    // In act too: a screen not yet loaded suspends, and React retries the navigation only within act.
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Career' })));
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
