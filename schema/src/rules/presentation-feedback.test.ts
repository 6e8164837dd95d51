import { describe, expect, it } from 'vitest';
import { PRESENTATION_FEEDBACK_MESSAGES as M, validatePresentationFeedback } from './presentation-feedback.js';

const questions = { question1: 'Excellent', question2: 'a', question3: 'b', question4: 'c', question5: 'd' };

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
    expect(
      validatePresentationFeedback({
        ...questions,
        eventTitle: 'New product development',
        presentatorName: 'Ravi',
        presentatorMobile: '9876543210',
        hodName: 'Dr Rao',
        hodEmail: 'hod@abc.edu',
        hodMobile: '9876543211',
        principalName: 'Dr Iyer',
        principalEmail: 'principal@abc.edu',
        principalMobile: '9876543212',
      }),
    ).toEqual({});
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
