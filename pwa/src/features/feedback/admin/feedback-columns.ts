/** Which stored field each column of a feedback table shows, in the order of the forms. */
export interface FeedbackColumn {
  field: string;
  header: string;
}

const QUESTIONS: FeedbackColumn[] = [1, 2, 3, 4, 5].map((n) => ({ field: `question${n}`, header: `Question ${n}` }));
const REFERENCES: FeedbackColumn[] = [
  { field: 'hodName', header: 'HOD Name' },
  { field: 'hodEmail', header: 'HOD Email' },
  { field: 'hodMobile', header: 'HOD Mobile' },
  { field: 'principalName', header: 'Principal Name' },
  { field: 'principalEmail', header: 'Principal Email' },
  { field: 'principalMobile', header: 'Principal Mobile' },
];

export const EVENT_FEEDBACK_COLUMNS: FeedbackColumn[] = [
  { field: 'eventTitle', header: 'Event' },
  { field: 'studentName', header: 'Student Name' },
  { field: 'studentEmail', header: 'Student Email' },
  { field: 'studentMobile', header: 'Student Mobile' },
  { field: 'collegeName', header: 'College' },
  ...REFERENCES,
  ...QUESTIONS,
];

export const PRESENTATION_FEEDBACK_COLUMNS: FeedbackColumn[] = [
  { field: 'eventTitle', header: 'Event' },
  { field: 'presentatorName', header: 'Presenter Name' },
  { field: 'presentatorMobile', header: 'Presenter Mobile' },
  ...REFERENCES,
  ...QUESTIONS,
];
