import { ADMIN_PAGE_SIZE, EVENT_FEEDBACK_CSV_FILE, PRESENTATION_FEEDBACK_CSV_FILE } from '@site/schema';
import { feedbackReferences, validEventFeedback, validPresentationFeedback } from '@site/schema/test/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Operation, renderWithServer } from '../../../test/scripted-server';
import { EVENT_FEEDBACK_COLUMNS, PRESENTATION_FEEDBACK_COLUMNS } from './feedback-columns';
import { FeedbackTab } from './feedback-tab';

type Row = Record<string, string | null>;

const refused: Answer = { data: null, errors: [{ message: 'refused' }] };
const WHEN = { submittedAt: '2026-11-20T10:00:00.000Z', receivedAt: '2026-11-20T10:00:01.000Z' };

const student = (id: string, name: string): Row => ({
  __typename: 'EventFeedback',
  id,
  ...validEventFeedback({ studentName: name, studentEmail: `${id}@example.com`, collegeName: 'COEP', ...feedbackReferences() }),
  ...WHEN,
});
const presenter = (id: string, name: string): Row => ({
  __typename: 'PresentationFeedback',
  id,
  ...validPresentationFeedback({ presentatorName: name, ...feedbackReferences() }),
  ...WHEN,
});

interface Kind {
  /** The page the list shows, or a refusal. */
  page: Row[] | 'refused';
  /** Every row, for the CSV, or a refusal. */
  all?: Row[] | 'refused';
}

/** Renders the tab against a server holding the two kinds; returns every operation asked. */
function server(presentations: Kind, events: Kind, answerLater?: (operation: Operation) => Promise<void>) {
  const pageOf = (kind: Kind, field: string): Answer =>
    kind.page === 'refused' ? refused : { data: { [field]: { __typename: 'FeedbackPage', total: kind.page.length, rows: kind.page } } };
  const allOf = (kind: Kind, field: string): Answer => (kind.all === 'refused' || !kind.all ? refused : { data: { [field]: kind.all } });
  const answer = ({ operationName }: Operation): Answer => {
    switch (operationName) {
      case 'PresentationFeedbackPage':
        return pageOf(presentations, 'presentationFeedbackPage');
      case 'EventFeedbackPage':
        return pageOf(events, 'eventFeedbackPage');
      case 'PresentationFeedbacks':
        return allOf(presentations, 'presentationFeedbacks');
      case 'EventFeedbacks':
        return allOf(events, 'eventFeedbacks');
      default:
        throw new Error(`unexpected ${operationName}`);
    }
  };
  return renderWithServer(<FeedbackTab />, async (op) => {
    await answerLater?.(op);
    return answer(op);
  });
}

const section = (title: string) => screen.getByRole('region', { name: title });
const headersOf = (title: string) =>
  within(section(title))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** Catches the CSV downloads: each file's name and text. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((blob = b as Blob), 'blob:csv'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blob! });
  });
  return files;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeedbackTab', () => {
  it('shows Loading… in both lists until their first pages answer', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server({ page: [presenter('p1', 'Meera Joshi')] }, { page: [student('e1', 'Asha Rao')] }, () => answered);
    expect(within(section('Presentation Feedback')).getByText('Loading…')).toBeVisible();
    expect(within(section('Event Feedback')).getByText('Loading…')).toBeVisible();
    answer();
    expect(await screen.findByRole('cell', { name: 'Asha Rao' })).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('lists each kind under its own columns, asking for the first page with no search', async () => {
    const asked = server({ page: [presenter('p1', 'Meera Joshi')] }, { page: [student('e1', 'Asha Rao')] });
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Presentation Feedback', 'Event Feedback']);
    expect(headersOf('Presentation Feedback')).toEqual([...PRESENTATION_FEEDBACK_COLUMNS.map((c) => c.header), 'Submitted At']);
    expect(headersOf('Event Feedback')).toEqual([...EVENT_FEEDBACK_COLUMNS.map((c) => c.header), 'Submitted At']);
    expect(within(section('Presentation Feedback')).getByRole('cell', { name: 'Meera Joshi' })).toBeVisible();
    expect(within(section('Event Feedback')).getByRole('cell', { name: 'COEP' })).toBeVisible();
    expect(within(section('Event Feedback')).getByRole('cell', { name: /20 Nov 2026/ })).toBeVisible();
    const firstPage = { offset: 0, limit: ADMIN_PAGE_SIZE, search: null };
    expect(asked).toEqual(
      expect.arrayContaining([
        { operationName: 'PresentationFeedbackPage', variables: firstPage },
        { operationName: 'EventFeedbackPage', variables: firstPage },
      ]),
    );
  });

  it('says when a list is empty, and cannot export it', async () => {
    server({ page: [] }, { page: [student('e1', 'Asha Rao')] });
    expect(await within(section('Presentation Feedback')).findByText('No submissions found.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV of Presentation Feedback' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV of Event Feedback' })).toBeEnabled();
  });

  it('says which list could not load', async () => {
    server({ page: 'refused' }, { page: [student('e1', 'Asha Rao')] });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load presentation feedback');
    expect(within(section('Presentation Feedback')).getByText('No submissions found.')).toBeVisible();
    expect(within(section('Event Feedback')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['Event Feedback', 'EventFeedbacks', EVENT_FEEDBACK_CSV_FILE],
    ['Presentation Feedback', 'PresentationFeedbacks', PRESENTATION_FEEDBACK_CSV_FILE],
  ])('exports every row of %s, fetched with the full-list query, as its own file', async (title, operationName, file) => {
    const files = catchDownloads();
    const asked = server(
      { page: [presenter('p1', 'Meera Joshi')], all: [presenter('p1', 'Meera Joshi'), presenter('p2', 'Kiran Patil')] },
      { page: [student('e1', 'Asha Rao')], all: [student('e1', 'Asha Rao'), student('e2', 'Ravi Kumar')] },
    );
    await screen.findByRole('cell', { name: 'Asha Rao' });
    await userEvent.setup().click(screen.getByRole('button', { name: `Export CSV of ${title}` }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.filter((op) => op.operationName === operationName)).toHaveLength(1);
    expect(files[0]!.name).toBe(file);
    const csv = await files[0]!.blob.text();
    const headers = title === 'Event Feedback' ? EVENT_FEEDBACK_COLUMNS : PRESENTATION_FEEDBACK_COLUMNS;
    expect(csv).toContain(headers[1]!.header);
    // The second row is on no page shown: only the full list has it.
    expect(csv).toContain(title === 'Event Feedback' ? '"Ravi Kumar"' : '"Kiran Patil"');
    expect(csv).toContain(title === 'Event Feedback' ? '"Asha Rao"' : '"Meera Joshi"');
    expect(csv).not.toContain(title === 'Event Feedback' ? 'Meera Joshi' : 'Asha Rao');
  });

  it('says so when the rows for the CSV cannot load', async () => {
    const files = catchDownloads();
    server({ page: [presenter('p1', 'Meera Joshi')], all: 'refused' }, { page: [student('e1', 'Asha Rao')] });
    await screen.findByRole('cell', { name: 'Asha Rao' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV of Presentation Feedback' }));
    expect((await within(section('Presentation Feedback')).findByRole('alert')).textContent).toBe('Failed to export CSV. Please try again.');
    expect(files).toHaveLength(0);
  });
});
