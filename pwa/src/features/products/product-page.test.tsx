import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { ProductPage } from './product-page';

/** Renders the page and waits until the product's own chunk has arrived. */
async function renderProduct(path: string) {
  const router = createMemoryRouter([{ path: '/products/:productId', Component: ProductPage }], { initialEntries: [path] });
  // Awaiting act lets React finish the render that waits for the chunk.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await screen.findByRole('heading', { level: 2, name: 'Links' });
}

function canonical(): string | null | undefined {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
}

it('shows the articulated robot for an unknown product, with that page as canonical', async () => {
  await renderProduct('/products/no-such-product');
  expect(screen.getByRole('heading', { level: 1, name: 'Articulated Robot' })).toBeVisible();
  expect(screen.getAllByText(/3–80 kg/)[0]).toBeVisible();
  expect(canonical()).toMatch(/\/products\/articulated-robot$/);
});

it('renders a preloaded product completely on the server, with no loading state', async () => {
  await ProductPage.preload({ productId: 'cobot' });
  const html = renderToString(
    <MemoryRouter initialEntries={['/products/cobot']}>
      <Routes>
        <Route path="/products/:productId" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(html).toContain('3–20 kg');
  expect(html).toContain('Product Specifications');
  expect(html).not.toContain('Loading the product details');
});

it('lays out a blocks product as Overview, Key Features, Product Specifications and Links', async () => {
  await renderProduct('/products/cobot');
  expect(screen.getByRole('heading', { level: 1, name: 'Cobot' })).toBeVisible();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Overview', 'Key Features', 'Product Specifications', 'Links']);
  const table = screen.getByRole('table');
  expect(within(table).getByRole('rowheader', { name: 'Example model: reach' })).toBeVisible();
  expect(within(table).getByRole('cell', { name: '910 mm' })).toBeVisible();
  expect(screen.getByRole('img', { name: /Collaborative robot arm/ })).toHaveAttribute('width', '800');
  // No product has a video yet: the Links block says nothing about one.
  expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
});

it('shows the tabbed layout with Kit Contents for the sensor lab', async () => {
  const user = userEvent.setup();
  await renderProduct('/products/sensorlab');
  expect(screen.getByRole('heading', { level: 1, name: 'Sensor Lab' })).toBeVisible();
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['Overview', 'Key Features', 'Kit Contents']);
  expect(screen.getByRole('tabpanel').textContent).toMatch(/sensors used across our automation/);

  await user.click(screen.getByRole('tab', { name: 'Kit Contents' }));
  expect(screen.getByRole('tab', { name: 'Kit Contents' })).toHaveAttribute('aria-selected', 'true');
  expect(within(screen.getByRole('tabpanel')).getByText('Proximity sensor')).toBeVisible();

  await user.click(screen.getByRole('tab', { name: 'Key Features' }));
  expect(within(screen.getByRole('tabpanel')).getByText(/Hands-on experiments/)).toBeVisible();
});

it('gives other tabbed products only Overview and Key Features', async () => {
  await renderProduct('/products/amr');
  expect(screen.getByRole('heading', { level: 1, name: 'Autonomous Mobile Robot' })).toBeVisible();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Key Features']);
  expect(screen.getAllByText(/100 kg/)[0]).toBeVisible();
});

it.each([
  ['roboanalyzer', 'Get RoboAnalyzer'],
  ['mechanalyzer', 'Get MechAnalyzer'],
])('offers %s from the downloads page', async (slug, label) => {
  await renderProduct(`/products/${slug}`);
  const link = screen.getByRole('link', { name: label });
  expect(link).toHaveAttribute('href', '/downloads');
});
