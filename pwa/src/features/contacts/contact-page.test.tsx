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
  for (const line of site.address.lines) expect(within(address).getByText(line)).toBeTruthy();
  expect(screen.getByRole('link', { name: site.supportEmail }).getAttribute('href')).toBe(`mailto:${site.supportEmail}`);
  expect(screen.getByRole('link', { name: site.phone.display }).getAttribute('href')).toBe(site.phone.href);
});

it('gives the business hours and the 24/7 support line', () => {
  renderContact();
  const hours = screen.getByRole('region', { name: 'Business Hours' });
  expect(hours.textContent).toContain('Monday to Saturday9:30 AM to 6:30 PM');
  expect(hours.textContent).toContain('SundayClosed');
  expect(within(hours).getByText('24/7 support line')).toBeTruthy();
  expect(within(hours).getByRole('link', { name: site.supportPhone.display }).getAttribute('href')).toBe(site.supportPhone.href);
});

it('shows a drawn map and loads the interactive one only on request', async () => {
  renderContact();
  expect(screen.getByRole('img', { name: /Illustrated map/ })).toBeTruthy();
  const maps = screen.getByRole('link', { name: /Open in Maps/ });
  expect(maps.getAttribute('href')).toBe(site.address.mapsUrl);
  expect(maps.getAttribute('target')).toBe('_blank');
  expect(document.querySelector('iframe')).toBeNull();

  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load interactive map' }));
  expect(screen.getByTitle(/Map showing/).getAttribute('src')).toBe(site.address.mapEmbedUrl);
});

it("keeps a 'Get In Touch' section for the contact form", () => {
  renderContact();
  expect(screen.getByRole('region', { name: 'Get In Touch' })).toBeTruthy();
});
