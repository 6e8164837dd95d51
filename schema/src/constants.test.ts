import { describe, expect, it } from 'vitest';
import {
  AWARDS_WON,
  AWARDS_WON_STEP,
  BROCHURE_MAX_BYTES,
  COMPLETED_PROJECTS,
  COMPLETED_PROJECTS_STEP,
  DEFAULT_JOB_ROLES,
  EVENT_IMAGE_MAX_BYTES,
  HERO_INTERVAL_MS,
  HERO_TEXT_FADE_MS,
  ID_CARD_MAX_BYTES,
  MAX_EVENT_IMAGES,
  PRODUCTS_CAROUSEL_BREAKPOINTS,
  RESUME_MAX_BYTES,
  TICKET_ATTACHMENT_MAX_BYTES,
} from './constants.js';

describe('constants', () => {
  it('keeps the figures of the specification', () => {
    expect([HERO_INTERVAL_MS, HERO_TEXT_FADE_MS, MAX_EVENT_IMAGES]).toEqual([5000, 400, 5]);
    expect([COMPLETED_PROJECTS, COMPLETED_PROJECTS_STEP, AWARDS_WON, AWARDS_WON_STEP]).toEqual([3250, 50, 150, 2]);
    expect(DEFAULT_JOB_ROLES).toHaveLength(9);
  });

  it('lets counters land exactly on their targets', () => {
    expect(COMPLETED_PROJECTS % COMPLETED_PROJECTS_STEP).toBe(0);
    expect(AWARDS_WON % AWARDS_WON_STEP).toBe(0);
  });

  it('lists carousel breakpoints widest first, as a first-match lookup needs', () => {
    const widths = PRODUCTS_CAROUSEL_BREAKPOINTS.map((b) => b.minWidth);
    expect(widths).toEqual([1024, 640, 320]);
    expect(PRODUCTS_CAROUSEL_BREAKPOINTS.map((b) => [b.slidesPerView, b.gapPx])).toEqual([
      [3, 30],
      [2, 25],
      [1, 20],
    ]);
  });

  it('states upload limits in bytes', () => {
    const MB = 1024 * 1024;
    expect([RESUME_MAX_BYTES, TICKET_ATTACHMENT_MAX_BYTES, EVENT_IMAGE_MAX_BYTES, BROCHURE_MAX_BYTES, ID_CARD_MAX_BYTES]).toEqual([
      5 * MB,
      10 * MB,
      5 * MB,
      10 * MB,
      5 * MB,
    ]);
  });
});
