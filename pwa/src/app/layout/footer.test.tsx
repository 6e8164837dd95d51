import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { Footer } from './footer';

describe('Footer', () => {
  it('opens each social network in a new tab, named for screen readers', () => {
    render(<Footer />);
    const socials = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(socials.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    for (const link of socials) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('opens the Quick Links in a new tab', () => {
    render(<Footer />);
    const section = screen.getByRole('region', { name: 'Quick Links' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Home',
      'Products',
      'Career',
      'Events',
      'Support',
      'Contact Us',
      'Downloads',
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('gives the phone, the support e-mail, the associations and the 2025 copyright', () => {
    render(<Footer />);
    const connect = screen.getByRole('region', { name: 'Connect with Us' });
    expect(within(connect).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    expect(within(connect).getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
    expect(screen.getByText(site.blurb)).toBeVisible();
    for (const name of site.associations) expect(screen.getByText(name)).toBeVisible();
    expect(screen.getByText(/© 2025 SVR Robotics/)).toBeVisible();
  });
});
