import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EVENT_ADMIN_MESSAGES as M, type EventData } from '@site/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventForm } from './event-form';

const EVENT: EventData = {
  id: '6f1c1f0e-6c39-4c48-9d0c-3f2f8a1e2b10',
  title: 'Robotics Expo',
  date: '2026-03-12',
  endDate: null,
  location: 'Pune',
  descriptions: ['First.', 'Second.'],
  images: Array.from({ length: 4 }, (_, i) => ({ url: `/files/public/${i}`, name: `${i}.png` })),
  brochure: { url: '/files/public/b', name: 'brochure.pdf' },
  meetingLink: null,
  registrationLink: null,
};

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

afterEach(() => vi.restoreAllMocks());

describe('EventForm', () => {
  it('refuses files that break a rule as they are chosen, before anything is sent', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<EventForm event={null} onClose={() => undefined} />);
    await user.upload(screen.getByLabelText('Brochure (PDF)'), png('brochure.pdf'));
    expect(screen.getByText(M.brochureType)).toBeVisible();
    await user.upload(
      screen.getByLabelText('Images (up to 5)'),
      Array.from({ length: 6 }, (_, i) => png(`${i}.png`)),
    );
    expect(screen.getByText(M.tooManyImages)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(screen.getByRole('alert').textContent).toBe(M.required);
    expect(send).not.toHaveBeenCalled();
  });

  it('locks the title in update mode, counts kept images, and adds and removes descriptions', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EventForm event={EVENT} onClose={() => undefined} />);
    expect((screen.getByLabelText('Title') as HTMLInputElement).readOnly).toBe(true);
    await user.upload(screen.getByLabelText('Images (up to 5)'), [png('a.png'), png('b.png')]);
    expect(screen.getByText(M.tooManyImages)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove image 0.png' }));
    await user.upload(screen.getByLabelText('Images (up to 5)'), [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('button', { name: /^Remove image/ })).toHaveLength(5);

    expect(screen.getByRole('textbox', { name: 'Description 2' })).toHaveValue('Second.');
    await user.click(screen.getByRole('button', { name: 'Remove description 2' }));
    expect(screen.queryByRole('textbox', { name: 'Description 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another description' }));
    expect(screen.getByRole('textbox', { name: 'Description 2' })).toHaveValue('');
  });
});
