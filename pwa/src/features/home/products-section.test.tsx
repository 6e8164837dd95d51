import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoryItems } from '../../content/category-items';
import { productCategories } from '../../content/categories';
import { ProductsSection } from './products-section';

function renderSection() {
  const router = createMemoryRouter([{ path: '*', Component: ProductsSection }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

const readMore = (title: string) =>
  screen.getByRole(title === 'RoboAnalyzer' || title === 'MechAnalyzer' ? 'link' : 'button', { name: `Read More + about ${title}` });

describe('ProductsSection', () => {
  it('shows the nine category cards with image, title, description and Read More +', () => {
    renderSection();
    for (const card of productCategories) {
      const heading = screen.getByRole('heading', { name: card.title, level: 3 });
      const article = heading.closest('article')!;
      expect(within(article).getByRole('img')).toHaveAttribute('alt', card.image.alt);
      expect(within(article).getByText(card.description)).toBeVisible();
      expect(readMore(card.title).textContent).toBe('Read More +');
    }
  });

  it('opens "{category} Solutions" with a card per product and its key features, and goes back', async () => {
    renderSection();
    await userEvent.click(readMore('Grippers'));
    const heading = screen.getByRole('heading', { name: 'Grippers Solutions' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Read More + about Robot' })).not.toBeInTheDocument();

    const cards = within(screen.getAllByRole('list')[0]!)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h4'));
    expect(cards).toHaveLength(categoryItems.grippers.length);
    const first = categoryItems.grippers[0]!;
    const card = screen.getByRole('heading', { name: first.name, level: 4 }).closest('li')!;
    expect(within(card).getByText('Key Features')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...first.features]);
    expect(within(card).getByRole('img')).toHaveAttribute('alt', first.image.alt);

    await userEvent.click(screen.getByRole('button', { name: /Back to Products/ }));
    expect(screen.queryByRole('heading', { name: 'Grippers Solutions' })).not.toBeInTheDocument();
    await waitFor(() => expect(readMore('Grippers')).toHaveFocus());
  });

  it.each([
    ['RoboAnalyzer', '/products/roboanalyzer'],
    ['MechAnalyzer', '/products/mechanalyzer'],
  ])('sends Read More + on %s to its product page', async (title, path) => {
    const router = renderSection();
    await userEvent.click(readMore(title));
    expect(router.state.location.pathname).toBe(path);
  });
});
