import { QUICK_ENQUIRY_MESSAGES } from '@site/schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickEnquiry } from './quick-enquiry';

afterEach(() => vi.unstubAllGlobals());

async function openPanel() {
  const user = userEvent.setup();
  render(<QuickEnquiry />);
  await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
  await screen.findByRole('dialog', { name: 'Quick Enquiry' });
  return user;
}

describe('QuickEnquiry', () => {
  it('shows the rule messages under the fields and sends nothing when a check fails', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = await openPanel();
    await user.type(screen.getByLabelText('Your Name'), 'A1');
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));

    for (const message of Object.values(QUICK_ENQUIRY_MESSAGES)) expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Your Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the messages on each toggle but keeps what was typed', async () => {
    const user = await openPanel();
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(screen.getByText(QUICK_ENQUIRY_MESSAGES.email)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
    await screen.findByRole('dialog', { name: 'Quick Enquiry' });
    expect(screen.queryByText(QUICK_ENQUIRY_MESSAGES.email)).toBeNull();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Asha');
  });

  it('has the placeholder with a country code and ten digits, and Escape closes it', async () => {
    const user = await openPanel();
    expect(screen.getByLabelText('Phone').getAttribute('placeholder')).toBe('+91 9876543210');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes focus in on opening and gives it back to Enquiry Now!! on closing', async () => {
    const user = await openPanel();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close quick enquiry' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enquiry Now!!' }));

    await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
    await user.click(await screen.findByRole('button', { name: 'Close quick enquiry' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enquiry Now!!' }));
  });
});
