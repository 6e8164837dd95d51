import { describe, expect, it } from 'vitest';
import { validEvent } from '../test/factories.js';
import { FILE_EMPTY_MESSAGE } from './file-info.js';
import { EVENT_ADMIN_MESSAGES as M, validateEventAdmin } from './event-admin.js';

const MB = 1024 * 1024;
const file = (type: string, size = 1000, name = 'f') => ({ name, type, size });
const png = file('image/png');
const stored = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/files/${i}.png`, name: `${i}.png` }));
const valid = validEvent({ endDate: null, meetingLink: null, registrationLink: null });

describe('validateEventAdmin', () => {
  it('uses the exact messages', () => {
    expect(M.required).toBe('Please fill in all required fields.');
    expect(M.tooManyImages).toBe('Maximum 5 images allowed.');
    expect(M.imageType).toBe('Only image files are allowed.');
    expect(M.brochureType).toBe('Brochure must be a PDF file.');
    expect(M.imageSize).toBe('Each image must be 5 MB or smaller.');
    expect(M.brochureSize).toBe('Brochure must be 10 MB or smaller.');
  });

  it('accepts an event with only the required fields', () => {
    expect(validateEventAdmin(valid)).toEqual({});
  });

  it('accepts a full event', () => {
    expect(
      validateEventAdmin({
        ...valid,
        descriptions: ['One', '', 'Three'],
        images: [png, file('image/jpeg')],
        existingImages: stored(3),
        brochure: file('application/pdf'),
        meetingLink: 'https://meet.example.com/roc',
      }),
    ).toEqual({});
  });

  it('requires title, date, location and the first description', () => {
    expect(validateEventAdmin({})).toEqual({ title: M.required, date: M.required, location: M.required, descriptions: M.required });
    expect(validateEventAdmin({ ...valid, title: '  ', descriptions: ['   ', 'Second'] })).toEqual({
      title: M.required,
      descriptions: M.required,
    });
    expect(validateEventAdmin({ ...valid, descriptions: [] }).descriptions).toBe(M.required);
    expect(validateEventAdmin({ ...valid, descriptions: 'A robotics contest.' }).descriptions).toBe(M.required);
  });

  it.each([
    [0, 5, undefined],
    [5, 0, undefined],
    [3, 2, undefined],
    [3, 3, M.tooManyImages],
    [0, 6, M.tooManyImages],
    [5, 1, M.tooManyImages],
  ])('%i kept and %i new images give %j', (kept, added, message) => {
    const images = Array.from({ length: added }, () => png);
    expect(validateEventAdmin({ ...valid, existingImages: stored(kept), images }).images).toBe(message);
  });

  it.each([
    [[file('application/pdf', 1000, 'photo.png')], M.imageType],
    [[png, file('image/svg+xml')], M.imageType],
    [[png, null], M.imageType],
    ['photo.png', M.imageType],
    [png, M.imageType],
    [[file('image/webp', 5 * MB)], undefined],
    [[file('image/png', 5 * MB + 1)], M.imageSize],
    [[file('image/png', 0)], FILE_EMPTY_MESSAGE],
  ])('images %j give %j', (images, message) => {
    expect(validateEventAdmin({ ...valid, images }).images).toBe(message);
  });

  it.each([
    [undefined, undefined],
    [null, undefined],
    [file('application/pdf', 10 * MB), undefined],
    [file('application/pdf', 10 * MB + 1), M.brochureSize],
    [file('image/png', 1000, 'brochure.pdf'), M.brochureType],
    ['brochure.pdf', M.brochureType],
  ])('brochure %j gives %j', (brochure, message) => {
    expect(validateEventAdmin({ ...valid, brochure }).brochure).toBe(message);
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['https://meet.example.com/x', undefined],
    ['http://example.com', undefined],
    ['meet.example.com/x', M.meetingLink],
    ['javascript:alert(1)', M.meetingLink],
  ])('meeting link %j gives %j', (meetingLink, message) => {
    expect(validateEventAdmin({ ...valid, meetingLink }).meetingLink).toBe(message);
  });

  it.each([
    [{ date: '12 March 2026' }, { date: M.date }],
    [{ date: '2026-02-30' }, { date: M.date }],
    [{ endDate: '2026-03-14' }, {}],
    [{ endDate: '2026-03-12' }, {}],
    [{ endDate: '' }, {}],
    [{ endDate: '2026-03-11' }, { endDate: M.endDate }],
    [{ endDate: '14 March' }, { endDate: M.endDate }],
    [{ registrationLink: 'https://example.com/register' }, {}],
    [{ registrationLink: 'register here' }, { registrationLink: M.registrationLink }],
  ])('%j gives %j', (change, errors) => {
    expect(validateEventAdmin({ ...valid, ...change })).toEqual(errors);
  });
});
