import { describe, expect, it } from 'vitest';
import { feedbackAnswers, feedbackReferences, validPresentationFeedback } from '../test/factories.js';
import { PRESENTATION_FEEDBACK_MESSAGES as M, validatePresentationFeedback } from './presentation-feedback.js';

const questions = feedbackAnswers();

describe('validatePresentationFeedback', () => {
  it('requires only the five questions', () => {
    expect(validatePresentationFeedback(questions)).toEqual({});
    expect(validatePresentationFeedback({})).toEqual({
      question1: M.required,
      question2: M.required,
      question3: M.required,
      question4: M.required,
      question5: M.required,
    });
  });

  it('accepts the presenter and reference details', () => {
    expect(validatePresentationFeedback(validPresentationFeedback(feedbackReferences()))).toEqual({});
  });

  it('rates question1 with the four ratings only', () => {
    expect(validatePresentationFeedback({ ...questions, question1: 'Poor' })).toEqual({});
    expect(validatePresentationFeedback({ ...questions, question1: 'Bad' })).toEqual({ question1: M.rating });
  });

  it('treats whitespace-only answers as missing', () => {
    expect(validatePresentationFeedback({ ...questions, question5: ' \t ' })).toEqual({ question5: M.required });
  });

  it('checks the optional e-mails when given', () => {
    expect(validatePresentationFeedback({ ...questions, hodEmail: 'x', principalEmail: 'y@z' })).toEqual({
      hodEmail: M.email,
      principalEmail: M.email,
    });
  });
});
