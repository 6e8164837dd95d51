import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { site } from '../../content/site';
import { ContactPage } from './contact-page';

function renderContact() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
}

it('gives the address, support e-mail and phone', () => {
  renderContact();
  const address = screen.getByRole('region', { name: 'Address' });
  for (const line of site.address.lines) expect(within(address).getByText(line)).toBeVisible();
  expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
});

it('gives the business hours and the 24/7 support line', () => {
  renderContact();
  const hours = screen.getByRole('region', { name: 'Business Hours' });
  expect(hours.textContent).toContain('Monday to Saturday9:30 AM to 6:30 PM');
  expect(hours.textContent).toContain('SundayClosed');
  expect(within(hours).getByText('24/7 support line')).toBeVisible();
  expect(within(hours).getByRole('link', { name: site.supportPhone.display })).toHaveAttribute('href', site.supportPhone.href);
});

it('shows a drawn map and loads the interactive one only on request', async () => {
  renderContact();
  expect(screen.getByRole('img', { name: /Illustrated map/ })).toBeVisible();
  const maps = screen.getByRole('link', { name: /Open in Maps/ });
  expect(maps).toHaveAttribute('href', site.address.mapsUrl);
  expect(maps).toHaveAttribute('target', '_blank');
  expect(document.querySelector('iframe')).toBeNull();

  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load interactive map' }));
  expect(screen.getByTitle(/Map showing/)).toHaveAttribute('src', site.address.mapEmbedUrl);
});

it("keeps a 'Get In Touch' section for the contact form", () => {
  renderContact();
  const section = screen.getByRole('region', { name: 'Get In Touch' });
  expect(within(section).getByRole('button', { name: 'Send Message' })).toBeVisible();
});
