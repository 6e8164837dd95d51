import { MB, SUPPORT_MESSAGES } from '@site/schema';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDevice, graphQLError, json, networkDown, sentJson, setOnline, stubFetch, refuseOutboxSaves } from '../../lib/outbox/test-support';
import { QUEUED_MESSAGE } from '../../lib/submit-form';
import { SUPPORT_FAILED_MESSAGE, SupportRequestForm, supportSuccessMessage } from './support-request-form';

const RECEIPT = { data: { submitSupportRequest: { id: '7', ticketId: 'SR-20250301-AB12', receivedAt: '2025-03-01T00:00:00Z' } } };

beforeEach(() => {
  freshDevice();
  setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByLabelText('Contact No.'), '9876543210');
  await user.type(screen.getByLabelText('Organization Name'), 'Example Polytechnic');
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('SupportRequestForm', () => {
  it('asks once for the required fields, marks them, and sends nothing', async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<SupportRequestForm category="Maintenance" onDraftChange={vi.fn()} onDone={vi.fn()} />);
    await submit(user);

    expect(screen.getAllByText(SUPPORT_MESSAGES.required)).toHaveLength(1);
    for (const label of ['Full Name', 'Email', 'Contact No.', 'Organization Name', 'Issue description']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs no issue description outside Maintenance', async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<SupportRequestForm category="Product Details" onDraftChange={vi.fn()} onDone={vi.fn()} />);
    await fillContact(user);
    await submit(user);
    expect(await screen.findByText(supportSuccessMessage('Product Details', 'SR-20250301-AB12'))).toBeVisible();
    expect(sentJson(fetch)[0]?.variables.input).toEqual({
      fullName: 'Meera Iyer',
      email: 'meera@example.com',
      contactNo: '9876543210',
      organizationName: 'Example Polytechnic',
      formType: 'Product Details',
      productName: '',
      message: '',
    });
  });

  it('refuses an attachment that is not a PDF, JPEG or PNG, or is too large, and sends nothing', async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<SupportRequestForm category="Maintenance" onDraftChange={vi.fn()} onDone={vi.fn()} />);
    await fillContact(user);
    await user.type(screen.getByLabelText('Issue description'), 'The gripper does not close.');
    await user.upload(screen.getByLabelText('Attachment (optional)'), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    await submit(user);
    expect(screen.getByText(SUPPORT_MESSAGES.fileType)).toBeVisible();

    await user.upload(screen.getByLabelText('Attachment (optional)'), new File([new Uint8Array(10 * MB + 1)], 'big.png', { type: 'image/png' }));
    await submit(user);
    expect(screen.getByText(SUPPORT_MESSAGES.fileSize)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a Maintenance request with its attachment, gives the ticket number, and closes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDone = vi.fn();
    render(<SupportRequestForm category="Maintenance" onDraftChange={vi.fn()} onDone={onDone} />);
    await fillContact(user);
    await user.type(screen.getByLabelText('Issue description'), 'The gripper does not close.');
    await user.upload(screen.getByLabelText('Attachment (optional)'), new File(['png'], 'fault.png', { type: 'image/png' }));
    await submit(user);

    expect(await screen.findByText('Maintenance request submitted successfully! Your ticket number is SR-20250301-AB12.')).toBeVisible();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('operations'))).variables.input).toMatchObject({ formType: 'Maintenance', query: 'The gripper does not close.' });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.attachment'] });

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when it refuses", async () => {
    stubFetch(() => graphQLError('BAD_USER_INPUT', SUPPORT_MESSAGES.fileType, { fieldErrors: { image: SUPPORT_MESSAGES.fileType } }));
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    render(<SupportRequestForm category="Training and Workshop" onDraftChange={vi.fn()} onDone={onDone} />);
    await fillContact(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', SUPPORT_MESSAGES.fileType);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offline, saves the request on the device and says so', async () => {
    setOnline(false);
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<SupportRequestForm category="Setup and Costing" onDraftChange={vi.fn()} onDone={vi.fn()} />);
    await fillContact(user);
    await submit(user);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the request failed when it could be neither sent nor saved', async () => {
    await refuseOutboxSaves();
    stubFetch(networkDown);
    const user = userEvent.setup({ delay: null });
    render(<SupportRequestForm category="Product Details" onDraftChange={vi.fn()} onDone={vi.fn()} />);
    await fillContact(user);
    await submit(user);
    expect(await screen.findByText(SUPPORT_FAILED_MESSAGE)).toBeVisible();
  });
});
