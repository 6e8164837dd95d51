import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { site } from '../../content/site';
import { networkDown, stubFetch } from '../../lib/outbox/test-support';
import { DownloadsPage } from './downloads-page';

// The static content is the page's own; the server's listing is tested with the offline sets.
beforeEach(() => {
  stubFetch(networkDown);
});

function renderDownloads() {
  render(
    <MemoryRouter initialEntries={['/downloads']}>
      <DownloadsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openModal(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name });
}

function groupLinks(dialog: HTMLElement, heading: string): string[] {
  const group = within(dialog).getByRole('region', { name: heading });
  return within(group)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

it('offers RoboAnalyzer with its setup, licence, reports and both installation variants', () => {
  renderDownloads();
  const robo = screen.getByRole('region', { name: 'RoboAnalyzer' });
  expect(within(robo).getByRole('link', { name: /RoboAnalyzer setup/ }).textContent).toContain('~54MB');
  expect(within(robo).getByText('600MB disk space required')).toBeVisible();
  expect(
    within(robo)
      .getAllByRole('link', { name: 'Request a trial licence' })
      .map((link) => link.getAttribute('href')),
  ).toContain('/contact');
  expect(within(robo).getByRole('link', { name: /2024 — report/ })).toHaveAttribute('href', expect.stringMatching(/^\/files\/downloads\//));
  expect(within(robo).getByRole('link', { name: /2023 — report/ })).toBeVisible();
  expect(within(robo).getByRole('heading', { name: 'Server/LAN licence' })).toBeVisible();
  expect(within(robo).getByRole('heading', { name: 'Single computer (non-Server licence)' })).toBeVisible();
  expect(within(robo).getAllByText(/machine ID/)[0]).toBeVisible();
});

it('offers a MechAnalyzer trial licence and FEAST 2022 with its installation guide', () => {
  renderDownloads();
  const mech = screen.getByRole('region', { name: 'MechAnalyzer' });
  expect(within(mech).getByRole('link', { name: 'Request a trial licence' })).toHaveAttribute('href', '/contact');
  const feast = screen.getByRole('region', { name: 'FEAST' });
  expect(within(feast).getByRole('link', { name: /FEAST 2022 setup/ })).toHaveAttribute('href', expect.stringMatching(/\.zip$/));
  expect(within(feast).getByRole('link', { name: /FEAST installation guide/ })).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
});

it('lists the 22 tutorials and closes on Close', async () => {
  const user = renderDownloads();
  const dialog = await openModal(user, 'Tutorials');
  const tutorials = groupLinks(dialog, 'Tutorials 01–22');
  expect(tutorials).toHaveLength(22);
  expect(tutorials[0]).toMatch(/^PDFTutorial 01 — /);
  expect(tutorials[21]).toMatch(/Tutorial 22 — /);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lists the 79 verification problems without 57, 60 and 67, and closes on the backdrop', async () => {
  const user = renderDownloads();
  const dialog = await openModal(user, 'Verification Manual');
  const problems = groupLinks(dialog, 'Problems 01–82');
  expect(problems).toHaveLength(79);
  const numbers = problems.map((text) => text.match(/Problem (\d\d)/)?.[1]);
  expect(numbers).not.toContain('57');
  expect(numbers).not.toContain('60');
  expect(numbers).not.toContain('67');
  expect(numbers).toContain('56');
  expect(numbers.at(-1)).toBe('82');
  const links = within(dialog).getAllByRole('link');
  expect(links.every((link) => link.getAttribute('href')?.startsWith('/files/downloads/'))).toBe(true);
  await user.click(dialog);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lists the 9 user-manual chapters and the tutorials', async () => {
  const user = renderDownloads();
  const dialog = await openModal(user, 'User Manual');
  const chapters = groupLinks(dialog, 'Chapters 01–09');
  expect(chapters).toHaveLength(9);
  expect(chapters[0]).toContain('Chapter 01 — Introduction');
  expect(chapters[8]).toContain('Chapter 09 — Specification of variable data');
  expect(groupLinks(dialog, 'Tutorials')).toHaveLength(22);
});

it('gives the support e-mail and phone numbers', () => {
  renderDownloads();
  const support = screen.getByRole('region', { name: /Need help/ });
  expect(within(support).getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  expect(within(support).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  expect(within(support).getByRole('link', { name: site.supportPhone.display })).toBeVisible();
});
