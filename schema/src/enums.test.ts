import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_APPLICATION_STATUS,
  DEFAULT_TICKET_STATUS,
  SUPPORT_CATEGORY_KEYS,
  SUPPORT_CATEGORY_TITLES,
  compareTicketStatus,
  isJobApplicationStatus,
  isRating,
  isSupportCategory,
  isSupportCategoryKey,
  isTicketStatus,
  isTrainingRole,
  supportCategoryFromKey,
  supportCategoryKey,
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

  it('knows the four statuses and starts at OPEN', () => {
    expect(DEFAULT_TICKET_STATUS).toBe('OPEN');
    expect(isTicketStatus('feedbackWaiting')).toBe(true);
    expect(isTicketStatus('Open')).toBe(false);
    expect(isTicketStatus('hasOwnProperty')).toBe(false);
  });
});

describe('support categories', () => {
  it('lists the titles and URL keys in card order', () => {
    expect(SUPPORT_CATEGORY_TITLES).toEqual(['Maintenance', 'Product Details', 'Training and Workshop', 'Setup and Costing']);
    expect(SUPPORT_CATEGORY_KEYS).toEqual(['Maintenance', 'ProductDetails', 'TrainingAndWorkshop', 'SetUpAndCosting']);
  });

  it('maps titles to keys and back', () => {
    expect(supportCategoryKey('Setup and Costing')).toBe('SetUpAndCosting');
    expect(supportCategoryKey('Training and Workshop')).toBe('TrainingAndWorkshop');
    expect(supportCategoryFromKey('ProductDetails')).toBe('Product Details');
    expect(supportCategoryFromKey('SetupAndCosting')).toBeUndefined();
  });

  it('tells titles from keys', () => {
    expect(isSupportCategory('Product Details')).toBe(true);
    expect(isSupportCategory('ProductDetails')).toBe(false);
    expect(isSupportCategoryKey('ProductDetails')).toBe(true);
    expect(isSupportCategoryKey('Product Details')).toBe(false);
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
    expect(isJobApplicationStatus('accepted')).toBe(true);
    expect(isJobApplicationStatus('rejected')).toBe(false);
  });
});
