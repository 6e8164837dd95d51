import { JOB_APPLICATION_MESSAGES, MB } from '@site/schema';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDevice, graphQLError, json, setOnline, stubFetch } from '../../lib/outbox/test-support';
import { APPLICATION_FAILED_MESSAGE, APPLICATION_SUCCESS_MESSAGE, JobApplicationForm } from './job-application-form';

const pdf = (size = 1024) => new File([new Uint8Array(size)], 'resume.pdf', { type: 'application/pdf' });

beforeEach(() => {
  freshDevice();
  setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(onDone = vi.fn()) {
  render(<JobApplicationForm role="Robotics Engineer" onDraftChange={vi.fn()} onDone={onDone} />);
  return onDone;
}

async function fill(user: ReturnType<typeof userEvent.setup>, resume?: File) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  if (resume) await user.upload(screen.getByLabelText('Resume (PDF)'), resume);
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
}

describe('JobApplicationForm', () => {
  it('asks once for the required fields and the PDF resume, marks the fields, and sends nothing', async () => {
    const fetch = stubFetch(() => json({}));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(screen.getAllByText(JOB_APPLICATION_MESSAGES.required)).toHaveLength(1);
    for (const label of ['Name', 'Email', 'Phone', 'Resume (PDF)']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a resume that is not a PDF, or is too large, before anything is saved or sent', async () => {
    const fetch = stubFetch(() => json({}));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm();
    await fill(user, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText(JOB_APPLICATION_MESSAGES.resumeType)).toBeVisible();

    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf(5 * MB + 1));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText(JOB_APPLICATION_MESSAGES.resumeSize)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the application with the role and the resume, thanks, and closes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = stubFetch(() => json({ data: { submitJobApplication: { id: '1', receivedAt: '2025-01-01T00:00:00Z' } } }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDone = renderForm();
    await fill(user, pdf());

    expect(await screen.findByText(APPLICATION_SUCCESS_MESSAGE)).toBeVisible();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    const operations = JSON.parse(String(body.get('operations')));
    expect(operations.variables.input).toMatchObject({ name: 'Ravi Kumar', category: 'Robotics Engineer', phone: '9876543210' });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.resume'] });
    expect((body.get('0') as File).name).toBe('resume.pdf');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDisabled();

    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field error and the failure message when the server refuses", async () => {
    stubFetch(() => graphQLError('BAD_USER_INPUT', JOB_APPLICATION_MESSAGES.roleClosed, { fieldErrors: { category: JOB_APPLICATION_MESSAGES.roleClosed } }));
    const user = userEvent.setup({ delay: null });
    const onDone = renderForm();
    await fill(user, pdf());

    expect(await screen.findByText(APPLICATION_FAILED_MESSAGE)).toBeVisible();
    expect(screen.getByText(JOB_APPLICATION_MESSAGES.roleClosed)).toBeVisible();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ravi Kumar');
    expect(onDone).not.toHaveBeenCalled();
  });
});
