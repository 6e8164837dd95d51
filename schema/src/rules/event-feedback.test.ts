import { describe, expect, it } from 'vitest';
import { feedbackReferences, validEventFeedback } from '../test/factories.js';
import { EVENT_FEEDBACK_MESSAGES as M, validateEventFeedback } from './event-feedback.js';

const valid = validEventFeedback();

describe('validateEventFeedback', () => {
  it('uses the exact messages', () => {
    expect(M).toEqual({
      required: 'Please fill in this field.',
      email: 'Enter a valid email address.',
      rating: 'Please choose Excellent, Good, Average, or Poor.',
    });
  });

  it('accepts the required fields without HOD or principal details', () => {
    expect(validateEventFeedback(valid)).toEqual({});
  });

  it('accepts full HOD and principal details', () => {
    expect(validateEventFeedback({ ...valid, ...feedbackReferences() })).toEqual({});
  });

  it('requires the student details and all five questions', () => {
    expect(validateEventFeedback({})).toEqual({
      studentName: M.required,
      studentEmail: M.required,
      studentMobile: M.required,
      collegeName: M.required,
      question1: M.required,
      question2: M.required,
      question3: M.required,
      question4: M.required,
      question5: M.required,
    });
  });

  it('does not require the event title', () => {
    const { eventTitle: _omitted, ...rest } = valid;
    expect(validateEventFeedback(rest)).toEqual({});
  });

  it('treats whitespace-only answers as missing', () => {
    expect(validateEventFeedback({ ...valid, question3: '   ', collegeName: '\n' })).toEqual({
      collegeName: M.required,
      question3: M.required,
    });
  });

  it('checks the student e-mail once it is given', () => {
    expect(validateEventFeedback({ ...valid, studentEmail: 'asha@example' })).toEqual({ studentEmail: M.email });
  });

  it.each([
    ['Excellent', undefined],
    ['Good', undefined],
    ['Average', undefined],
    ['Poor', undefined],
    ['good', M.rating],
    ['Very good', M.rating],
    ['', M.required],
  ])('question1 %j gives %j', (question1, message) => {
    expect(validateEventFeedback({ ...valid, question1 }).question1).toBe(message);
  });

  it.each([
    ['hodEmail', 'hod@'],
    ['principalEmail', 'principal at abc.edu'],
  ])('checks the optional %s when given', (field, email) => {
    expect(validateEventFeedback({ ...valid, [field]: email })).toEqual({ [field]: M.email });
    expect(validateEventFeedback({ ...valid, [field]: '  ' })).toEqual({});
  });
});
