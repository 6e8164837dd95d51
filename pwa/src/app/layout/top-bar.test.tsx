import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsMenu, productMenu } from '../../content/navigation';
import { TopBar } from './top-bar';

function Shell() {
  const location = useLocation();
  return (
    <>
      <TopBar />
      <p data-testid="location">{location.pathname + location.hash}</p>
      <Outlet />
    </>
  );
}

function Blank() {
  return null;
}

function EventsStub() {
  return <section id="expo">Automation Expo South</section>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          { index: true, Component: Blank },
          { path: 'events', Component: EventsStub },
          { path: '*', Component: Blank },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const productsButton = () => screen.getByRole('button', { name: 'Products' });
const eventsButton = () => screen.getByRole('button', { name: 'Events menu' });
const panel = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

/** Follows the Events menu's link to the expo section of /events; answers the section's scrollIntoView spy. */
async function followExpoLink() {
  const scrollIntoView = vi.fn();
  document.getElementById('expo')!.scrollIntoView = scrollIntoView;
  await userEvent.click(eventsButton());
  await userEvent.click(screen.getByRole('link', { name: 'Automation Expo South' }));
  return scrollIntoView;
}

afterEach(() => vi.restoreAllMocks());

describe('TopBar', () => {
  it('lists every product group and item, each linking to its product page', async () => {
    renderAt('/');
    await userEvent.click(productsButton());
    const menu = panel(productsButton());
    for (const group of productMenu) {
      const list = within(menu).getByRole('list', { name: group.label });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(group.items.map((item) => item.href));
    }
    expect(productMenu).toHaveLength(7);
  });

  it('lists the twelve event sections, Feedbacks first', async () => {
    renderAt('/');
    await userEvent.click(eventsButton());
    const links = within(panel(eventsButton())).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]!.textContent).toBe('Feedbacks');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(eventsMenu.map((item) => item.href));
    expect(links[0]!).toHaveAttribute('href', '/events#newproductdevelopment');
  });

  it('opens one dropdown at a time and toggles on a second click', async () => {
    renderAt('/');
    await userEvent.click(productsButton());
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel(productsButton())).not.toHaveAttribute('hidden');

    await userEvent.click(eventsButton());
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel(productsButton())).toHaveAttribute('hidden');

    await userEvent.click(eventsButton());
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the navigation', async () => {
    renderAt('/');
    await userEvent.click(productsButton());
    await userEvent.click(screen.getByTestId('location'));
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderAt('/');
    await userEvent.click(eventsButton());
    await userEvent.tab();
    expect(panel(eventsButton()).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(eventsButton()).toHaveFocus();
  });

  it('closes when Tab moves focus out of it', async () => {
    renderAt('/');
    await userEvent.click(eventsButton());
    const links = within(panel(eventsButton())).getAllByRole('link');
    links[links.length - 1]!.focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveFocus();
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when a click inside it moves focus', async () => {
    renderAt('/');
    await userEvent.click(productsButton());
    await userEvent.click(within(panel(productsButton())).getByText('Industrial Robots'));
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens from the keyboard with Enter and Space', async () => {
    renderAt('/');
    productsButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route changes', async () => {
    const router = renderAt('/');
    await userEvent.click(productsButton());
    await userEvent.click(screen.getByRole('link', { name: 'Cobot' }));
    expect(router.state.location.pathname).toBe('/products/cobot');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(eventsButton());
    await act(() => router.navigate('/career'));
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates to an event section from another page', async () => {
    const router = renderAt('/');
    await userEvent.click(eventsButton());
    await userEvent.click(screen.getByRole('link', { name: 'ROC 2025' }));
    expect(router.state.location.pathname + router.state.location.hash).toBe('/events#roc2025');
  });

  it('scrolls smoothly to an anchor of the current page instead of navigating', async () => {
    const router = renderAt('/events');
    const scrollIntoView = await followExpoLink();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(router.state.location.pathname + router.state.location.hash).toBe('/events#expo');
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    renderAt('/events');
    const scrollIntoView = await followExpoLink();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('highlights the active top link', () => {
    renderAt('/career');
    expect(screen.getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Updates as a button-style link', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Updates' })).toHaveAttribute('href', '/updates');
  });

  it('toggles the mobile menu with the hamburger; Escape closes it', async () => {
    renderAt('/');
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAttribute('aria-controls', 'main-menu');
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-menu')!).toHaveAttribute('data-open', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });
});
