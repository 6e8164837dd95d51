import { FEAST_SETUP, FEAST_TUTORIALS, MB } from '@site/schema';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DownloadsPage } from '../downloads-page';
import type { ListedFile } from '../listed-file';
import { stubDeviceStorage } from '../../../test/fake-device-storage';

const listed = (path: string, size: number, sha: string): ListedFile => ({
  path,
  fileName: path.slice(path.lastIndexOf('/') + 1),
  size,
  sha256: sha.repeat(64),
  contentType: 'application/pdf',
  uploadedAt: '2026-11-20T10:00:00.000Z',
});

const LISTING = [listed(FEAST_SETUP.path, 54 * MB, 'e'), listed(FEAST_TUTORIALS[0]!.path, 1.5 * MB, 'a'), listed(FEAST_TUTORIALS[1]!.path, 0.5 * MB, 'b')];

/** The gateway: the listing on /graphql, and each listed file's bytes under /files/downloads/. */
function stubServer(listing: readonly ListedFile[]) {
  const sizes = new Map(listing.map((file) => [`/files/downloads/${file.path}`, file.size]));
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/graphql') return Response.json({ data: { downloadFiles: listing } });
    const size = sizes.get(new URL(url, location.origin).pathname);
    return size === undefined ? new Response('missing', { status: 404 }) : new Response(new Uint8Array(size));
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/downloads']}>
      <DownloadsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const setCard = (title: string) =>
  within(screen.getByRole('region', { name: 'Keep manuals for offline use' }))
    .getByRole('heading', { name: title })
    .closest('li')!;

describe('/downloads with the listing from the server', () => {
  it("shows each listed file's size and SHA-256 by its link, and the approximate size of one not listed", async () => {
    stubDeviceStorage();
    stubServer([listed(FEAST_SETUP.path, 54.3 * MB, 'e')]);
    renderPage();
    const feast = screen.getByRole('region', { name: 'FEAST' });
    const setup = within(feast)
      .getByRole('link', { name: /FEAST 2022 setup/ })
      .closest('li')!;
    expect(await within(setup).findByText('54.3 MB')).toBeVisible();
    expect(within(setup).getByText('e'.repeat(64))).toBeVisible();
    const robo = screen.getByRole('region', { name: 'RoboAnalyzer' });
    expect(within(robo).getByRole('link', { name: /RoboAnalyzer setup/ }).textContent).toContain('~54MB');
  });

  it('keeps the tutorials on the device, says what they cost and that they are saved, and removes them', async () => {
    const device = stubDeviceStorage();
    stubServer(LISTING);
    const user = renderPage();
    const tutorials = setCard('Tutorials');
    const keep = await within(tutorials).findByRole('button', { name: 'Keep for offline' });
    expect(within(tutorials).getByText('2 of 22 files, 2.0 MB to save')).toBeVisible();
    expect(within(setCard('Verification Manual')).getByText('No file of this set is on the server yet.')).toBeVisible();
    expect(within(setCard('Verification Manual')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('No set is saved on this device.')).toBeVisible();

    await user.click(keep);
    // Storing 2 MB through the streams takes a while on a busy machine.
    expect(await within(tutorials).findByText(/^Saved on this device: 2 files, 2.0 MB, on /, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Saved on this device: Tutorials.')).toBeVisible();
    expect(device.urls('kept-downloads:feast-tutorials')).toEqual(expect.arrayContaining(LISTING.slice(1).map((file) => `/files/downloads/${file.path}`)));
    expect(device.urls('kept-downloads:feast-tutorials').some((url) => url.endsWith('.zip'))).toBe(false);
    expect(device.persist).toHaveBeenCalled();

    await user.click(within(tutorials).getByRole('button', { name: 'Remove from this device' }));
    expect(await screen.findByText('No set is saved on this device.')).toBeVisible();
    expect(device.used()).toBe(0);
  });

  it('says so when the device has no room for a set, and keeps none of it', async () => {
    const device = stubDeviceStorage({ quota: MB, tellsQuota: false });
    stubServer(LISTING);
    const user = renderPage();
    const tutorials = setCard('Tutorials');
    await user.click(await within(tutorials).findByRole('button', { name: /^Keep for offline/ }));
    expect((await within(tutorials).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Tutorials could not be saved: this device has no room for 2.0 MB. Free some space or remove another saved set, then try again.',
    );
    expect(screen.getByText('No set is saved on this device.')).toBeVisible();
    expect(device.used()).toBe(0);
  });
});
