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

    for (const message of Object.values(QUICK_ENQUIRY_MESSAGES)) expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the messages on each toggle but keeps what was typed', async () => {
    const user = await openPanel();
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(screen.getByText(QUICK_ENQUIRY_MESSAGES.email)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
    await screen.findByRole('dialog', { name: 'Quick Enquiry' });
    expect(screen.queryByText(QUICK_ENQUIRY_MESSAGES.email)).not.toBeInTheDocument();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Asha');
  });

  it('has the placeholder with a country code and ten digits, and Escape closes it', async () => {
    const user = await openPanel();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '+91 9876543210');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes focus in on opening and gives it back to Enquiry Now!! on closing', async () => {
    const user = await openPanel();
    expect(screen.getByRole('button', { name: 'Close quick enquiry' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Enquiry Now!!' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Enquiry Now!!' }));
    await user.click(await screen.findByRole('button', { name: 'Close quick enquiry' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enquiry Now!!' })).toHaveFocus();
  });
});
