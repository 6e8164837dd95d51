import { FEEDBACK_MESSAGES, RATINGS } from '@site/schema';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphQLError, json, networkDown, sentJson, setOnline, stubFetch, refuseOutboxSaves } from '../../lib/outbox/test-support';
import { EVENT_TITLES } from './event-title-field';
import { PRESENTATION_QUESTIONS } from './feedback-questions';
import { PresentationFeedbackForm } from './presentation-feedback-form';
import { FEEDBACK_ERROR_ALERT, FEEDBACK_QUEUED_MESSAGE, FEEDBACK_REJECTED_ALERT, FEEDBACK_SUCCESS_MESSAGE } from './feedback-messages';

const RECEIPT = { data: { submitPresentationFeedback: { id: '1', receivedAt: '2025-01-01T00:00:00Z' } } };

beforeEach(() => setOnline(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function answerQuestions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('group', { name: PRESENTATION_QUESTIONS.question1 })).getByRole('radio', { name: 'Good' }));
  for (const field of ['question2', 'question3', 'question4', 'question5'] as const) {
    await user.type(screen.getByLabelText(PRESENTATION_QUESTIONS[field]), `Answer to ${field}`);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Presentation Feedback' }));

describe('PresentationFeedbackForm', () => {
  it('asks the rating as four radio buttons under the question', () => {
    render(<PresentationFeedbackForm />);
    const rating = screen.getByRole('group', { name: PRESENTATION_QUESTIONS.question1 });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...RATINGS]);
  });

  it('requires only the five questions, checks the optional e-mails, and sends nothing until they pass', async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<PresentationFeedbackForm />);
    await user.type(screen.getByLabelText('HOD email'), 'not-an-email');
    await submit(user);

    expect(screen.getAllByText(FEEDBACK_MESSAGES.required)).toHaveLength(5);
    expect(screen.getByText(FEEDBACK_MESSAGES.email)).toBeVisible();
    expect(screen.getByLabelText("Presentator's name")).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Excellent' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the presentator's name and mobile with the answers, thanks, and clears the form but keeps the event", async () => {
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<PresentationFeedbackForm />);
    await user.selectOptions(screen.getByLabelText('Event'), EVENT_TITLES[2]!);
    await user.type(screen.getByLabelText("Presentator's name"), 'Nikhil Patil');
    await user.type(screen.getByLabelText("Presentator's mobile"), '9876543210');
    await answerQuestions(user);
    await submit(user);

    expect(await screen.findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeVisible();
    expect(sentJson(fetch)[0]?.variables.input).toMatchObject({
      eventTitle: EVENT_TITLES[2],
      presentatorName: 'Nikhil Patil',
      presentatorMobile: '9876543210',
      question1: 'Good',
      question5: 'Answer to question5',
    });
    expect((screen.getByLabelText("Presentator's name") as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'Good' })).not.toBeChecked();
    expect((screen.getByLabelText('Event') as HTMLSelectElement).value).toBe(EVENT_TITLES[2]);
  });

  it('offline, saves it on the device, says so clearly and clears the form for the next person', async () => {
    setOnline(false);
    const fetch = stubFetch(() => json(RECEIPT));
    const user = userEvent.setup({ delay: null });
    render(<PresentationFeedbackForm />);
    await answerQuestions(user);
    await submit(user);

    expect(await screen.findByText(FEEDBACK_QUEUED_MESSAGE)).toBeVisible();
    expect((screen.getByLabelText(PRESENTATION_QUESTIONS.question2) as HTMLTextAreaElement).value).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('alerts and keeps the answers when the server refuses', async () => {
    stubFetch(() => graphQLError('BAD_USER_INPUT', FEEDBACK_MESSAGES.rating, { fieldErrors: { question1: FEEDBACK_MESSAGES.rating } }));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup({ delay: null });
    render(<PresentationFeedbackForm />);
    await answerQuestions(user);
    await submit(user);

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(FEEDBACK_REJECTED_ALERT));
    expect(await screen.findByText(FEEDBACK_MESSAGES.rating)).toBeVisible();
    expect((screen.getByLabelText(PRESENTATION_QUESTIONS.question2) as HTMLTextAreaElement).value).toBe('Answer to question2');
  });

  it('alerts the server error when it could be neither sent nor saved, and keeps the answers', async () => {
    await refuseOutboxSaves();
    stubFetch(networkDown);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup({ delay: null });
    render(<PresentationFeedbackForm />);
    await answerQuestions(user);
    await submit(user);

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(FEEDBACK_ERROR_ALERT));
    expect((screen.getByLabelText(PRESENTATION_QUESTIONS.question2) as HTMLTextAreaElement).value).toBe('Answer to question2');
  });
});
