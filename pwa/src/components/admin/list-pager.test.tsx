import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PAGE_SIZE } from '@site/schema';
import { describe, expect, it, vi } from 'vitest';
import { ListPager, type ListPagerProps } from './list-pager';

function pager(props: Partial<ListPagerProps> = {}) {
  const handlers = { onSearch: vi.fn(), onOffset: vi.fn() };
  render(<ListPager noun="tickets" search="" offset={0} total={120} {...handlers} {...props} />);
  return handlers;
}

const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ListPager', () => {
  it('says which rows are shown and moves a page at a time', async () => {
    const { onOffset } = pager({ offset: ADMIN_PAGE_SIZE });
    expect(screen.getByText(`${ADMIN_PAGE_SIZE + 1}–${ADMIN_PAGE_SIZE * 2} of 120 tickets`)).toBeVisible();
    await userEvent.setup().click(button(/^Next/));
    expect(onOffset).toHaveBeenCalledWith(ADMIN_PAGE_SIZE * 2);
    await userEvent.setup().click(button(/^Previous/));
    expect(onOffset).toHaveBeenCalledWith(0);
  });

  it('has no Previous on the first page and no Next on the last', () => {
    pager({ offset: 100 });
    expect(screen.getByText('101–120 of 120 tickets')).toBeVisible();
    expect(button(/^Next/).disabled).toBe(true);
    expect(button(/^Previous/).disabled).toBe(false);
  });

  it('says when nothing matches', () => {
    pager({ total: 0 });
    expect(screen.getByText('No tickets')).toBeVisible();
    expect(button(/^Previous/).disabled).toBe(true);
    expect(button(/^Next/).disabled).toBe(true);
  });

  it('passes what the admin types to the search', async () => {
    const { onSearch } = pager();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'k');
    expect(onSearch).toHaveBeenCalledWith('k');
  });
});
