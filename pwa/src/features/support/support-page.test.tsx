import { SUPPORT_CATEGORIES } from '@site/schema';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { site } from '../../content/site';
import { SupportPage } from './support-page';

it('has a card for each of the four categories, each opening its own form', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SupportPage />);
  expect(SUPPORT_CATEGORIES.map(({ title }) => screen.getByRole('heading', { name: title }))).toHaveLength(4);

  await user.click(screen.getByRole('button', { name: 'Raise a request for Maintenance' }));
  const maintenance = screen.getByRole('dialog', { name: 'Maintenance Request' });
  expect(within(maintenance).getByLabelText('Issue description')).toBeVisible();
  expect(within(maintenance).getByLabelText('Attachment (optional)')).toHaveAttribute('accept', '.pdf,.jpeg,.jpg,.png');
  expect(within(maintenance).queryByLabelText('Product Name (optional)')).not.toBeInTheDocument();
  await user.click(within(maintenance).getByRole('button', { name: 'Close' }));

  await user.click(screen.getByRole('button', { name: 'Raise a request for Setup and Costing' }));
  const setup = screen.getByRole('dialog', { name: 'Setup and Costing Request' });
  expect(within(setup).getByLabelText('Product Name (optional)')).toBeVisible();
  expect(within(setup).getByLabelText('Message (optional)')).toBeVisible();
  expect(within(setup).queryByLabelText('Attachment (optional)')).not.toBeInTheDocument();
});

it('answers common questions with the response time and the business hours', () => {
  render(<SupportPage />);
  const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
  expect(faq.textContent).toContain('within 24 to 48 hours');
  expect(faq.textContent).toContain('Monday to Saturday: 9:30 AM to 6:30 PM; Sunday: Closed');
  expect(within(faq).getByRole('link', { name: site.supportPhone.display })).toHaveAttribute('href', site.supportPhone.href);
});

it('keeps what was typed when the modal is closed by mistake', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SupportPage />);
  await user.click(screen.getByRole('button', { name: 'Raise a request for Product Details' }));
  await user.type(screen.getByLabelText('Message (optional)'), 'Price of the SCARA robot?');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Raise a request for Product Details' }));
  expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Price of the SCARA robot?');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('button', { name: 'Raise a request for Maintenance' }));
  expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
});
