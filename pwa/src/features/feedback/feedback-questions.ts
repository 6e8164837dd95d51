import type { FEEDBACK_QUESTION_FIELDS } from '@site/schema';

export type FeedbackQuestionField = (typeof FEEDBACK_QUESTION_FIELDS)[number];

/** question1 is answered with a rating; the others in the visitor's words. */
export type FeedbackQuestions = Record<FeedbackQuestionField, string>;

export const PRESENTATION_QUESTIONS: FeedbackQuestions = {
  question1: 'How would you rate the presentation overall?',
  question2: 'Which parts of the presentation were most useful to you?',
  question3: 'How clearly were your questions answered?',
  question4: 'Which of our products, kits or laboratory set-ups would suit your institution?',
  question5: 'What should we improve in our future presentations?',
};

export const EVENT_QUESTIONS: FeedbackQuestions = {
  question1: 'How would you rate the event overall?',
  question2: 'What was the most useful thing you learned at the event?',
  question3: 'Which session or hands-on activity did you like most, and why?',
  question4: 'What could we do better at our next event?',
  question5: 'Which topics would you like us to cover in future workshops or training?',
};
