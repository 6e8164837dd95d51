import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_APPLICATION_STATUS,
  DEFAULT_TICKET_STATUS,
  compareTicketStatus,
  isRating,
  isSupportCategory,
  isTrainingRole,
  ticketStatusRank,
} from './enums.js';

describe('ticket statuses', () => {
  it.each([
    ['OPEN', 1],
    ['pending', 2],
    ['feedbackWaiting', 3],
    ['Completed', 4],
    ['open', 5],
    ['closed', 5],
    ['constructor', 5],
    ['toString', 5],
    [undefined, 5],
  ])('%j ranks %i', (status, rank) => {
    expect(ticketStatusRank(status)).toBe(rank);
  });

  it('sorts open tickets first, unknown statuses last', () => {
    const sorted = ['Completed', 'weird', 'pending', 'OPEN', 'feedbackWaiting'].sort(compareTicketStatus);
    expect(sorted).toEqual(['OPEN', 'pending', 'feedbackWaiting', 'Completed', 'weird']);
  });

  it('starts at OPEN', () => {
    expect(DEFAULT_TICKET_STATUS).toBe('OPEN');
  });
});

describe('support categories', () => {
  it('tells a title from a URL key', () => {
    expect(isSupportCategory('Product Details')).toBe(true);
    expect(isSupportCategory('ProductDetails')).toBe(false);
  });
});

describe('ratings, roles, application statuses', () => {
  it.each([
    ['Excellent', true],
    ['Good', true],
    ['Average', true],
    ['Poor', true],
    ['good', false],
    ['', false],
  ])('rating %j: %s', (v, ok) => {
    expect(isRating(v)).toBe(ok);
  });

  it('has the two training roles', () => {
    expect(isTrainingRole('Working Professional')).toBe(true);
    expect(isTrainingRole('College Professor')).toBe(true);
    expect(isTrainingRole('Student')).toBe(false);
  });

  it('starts applications pending', () => {
    expect(DEFAULT_JOB_APPLICATION_STATUS).toBe('pending');
  });
});
