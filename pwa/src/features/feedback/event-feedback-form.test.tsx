import { FEEDBACK_MESSAGES } from '@site/schema';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, sentJson, setOnline, stubFetch } from '../../lib/outbox/test-support';
import { EventFeedbackForm } from './event-feedback-form';
import { DEFAULT_EVENT_TITLE } from './event-title-field';
import { EVENT_QUESTIONS } from './feedback-questions';
import { FEEDBACK_SUCCESS_MESSAGE } from './feedback-messages';

const RECEIPT = { data: { submitEventFeedback: { id: '1', receivedAt: '2025-01-01T00:00:00Z' } } };

beforeEach(() => setOnline(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Event Feedback' }));

describe('EventFeedbackForm', () => {
  it("requires the student's details and the five questions, not the HOD's or principal's, and sends nothing", async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<EventFeedbackForm />);
    await submit(user);

    expect(screen.getAllByText(FEEDBACK_MESSAGES.required)).toHaveLength(9);
    for (const label of ['Student name', 'Email', 'Mobile', 'College name']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    for (const label of ['HOD name', 'Principal email']) expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Student name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the student e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EventFeedbackForm />);
    await user.type(screen.getByLabelText('Email'), 'student@');
    await submit(user);
    expect(screen.getByText(FEEDBACK_MESSAGES.email)).toBeVisible();
  });

  it('sends a complete feedback, thanks, and clears the form', async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<EventFeedbackForm />);
    await user.type(screen.getByLabelText('Student name'), 'Priya Deshmukh');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Mobile'), '9876501234');
    await user.type(screen.getByLabelText('College name'), 'Example Institute of Technology');
    await user.click(within(screen.getByRole('group', { name: EVENT_QUESTIONS.question1 })).getByRole('radio', { name: 'Excellent' }));
    for (const field of ['question2', 'question3', 'question4', 'question5'] as const) await user.type(screen.getByLabelText(EVENT_QUESTIONS[field]), 'Good');
    await submit(user);

    expect(await screen.findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeVisible();
    expect(sentJson(fetch)[0]?.variables.input).toMatchObject({
      eventTitle: DEFAULT_EVENT_TITLE,
      studentName: 'Priya Deshmukh',
      collegeName: 'Example Institute of Technology',
      question1: 'Excellent',
      hodName: '',
    });
    expect((screen.getByLabelText('Student name') as HTMLInputElement).value).toBe('');
  });
});
