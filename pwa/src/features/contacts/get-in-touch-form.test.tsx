import { CONTACT_MESSAGES, type ContactInput } from '@site/schema';
import { validContact } from '@site/schema/test/factories';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, graphQLError, json, networkDown, sentJson, setOnline, stubFetch, refuseOutboxSaves } from '../../lib/outbox/test-support';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { CONTACT_SUCCESS_MESSAGE, GetInTouchForm } from './get-in-touch-form';

const RECEIPT = { data: { submitContact: { id: '1', receivedAt: '2025-01-01T00:00:00.000Z' } } };

beforeEach(() => setOnline(true));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<ContactInput>) {
  if (values.name) await user.type(screen.getByLabelText('Your Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.mobile) await user.type(screen.getByLabelText('Mobile (optional)'), values.mobile);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('GetInTouchForm', () => {
  it('shows the rule messages under the fields, focuses the first, and sends nothing', async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<GetInTouchForm />);
    await fill(user, { email: 'not-an-email', mobile: '123' });

    for (const message of Object.values(CONTACT_MESSAGES)) expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts a form without a mobile, says Submitting... meanwhile, then thanks and clears, and the thanks go after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<GetInTouchForm />);
    const { mobile: _none, ...contact } = validContact();
    await fill(user, contact);

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    answer.resolve(json(RECEIPT));

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeVisible();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('');
    expect(sentJson(fetch)[0]?.variables.input).toMatchObject(contact);
    expect(sentJson(fetch)[0]?.variables.input).not.toHaveProperty('mobile');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
  });

  it("alerts the server's error text when the server refuses", async () => {
    stubFetch(() => graphQLError('BAD_USER_INPUT', 'Please enter your message.', { fieldErrors: { message: 'Please enter your message.' } }));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup({ delay: null });
    render(<GetInTouchForm />);
    await fill(user, { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello there' });

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Please enter your message.'));
    expect(await screen.findByText('Please enter your message.')).toBeVisible();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Asha Rao');
  });

  it('offline, saves it on the device, says so and clears the form', async () => {
    setOnline(false);
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<GetInTouchForm />);
    await fill(user, { name: 'Asha Rao', email: 'asha@example.com', mobile: '+91 9876543210', message: 'Offline hello' });

    expect(await screen.findByText(QUEUED_MESSAGE)).toBeVisible();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("alerts 'Error: ' and the reason when it could be neither sent nor saved", async () => {
    await refuseOutboxSaves();
    stubFetch(networkDown);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup({ delay: null });
    render(<GetInTouchForm />);
    await fill(user, { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello there' });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^Error: .*Failed to fetch/)));
  });
});
