import { describe, expect, it } from 'vitest';
import { validTrainingSession } from '../test/factories.js';
import { TRAINING_SESSION_MESSAGES as M, validateTrainingSession } from './training-session.js';

const valid = validTrainingSession();

describe('validateTrainingSession', () => {
  it('uses the exact messages', () => {
    expect(M.required).toBe('Please fill in all required fields.');
    expect(M.capacity).toBe('Capacity must be a positive number.');
  });

  it('accepts a complete session, with or without a registered count', () => {
    expect(validateTrainingSession(valid)).toEqual({});
    expect(validateTrainingSession({ ...valid, registered: 0 })).toEqual({});
    expect(validateTrainingSession({ ...valid, registered: 25 })).toEqual({});
  });

  it('requires every field', () => {
    expect(validateTrainingSession({})).toEqual({
      title: M.required,
      date: M.required,
      time: M.required,
      instructor: M.required,
      description: M.required,
      capacity: M.required,
    });
  });

  it('treats whitespace-only as missing', () => {
    expect(validateTrainingSession({ ...valid, instructor: '  ', capacity: '   ' })).toEqual({
      instructor: M.required,
      capacity: M.required,
    });
  });

  it.each([
    ['2026-12-05', undefined],
    [' 2026-12-05 ', undefined],
    ['2026-02-30', M.date],
    ['05/12/2026', M.date],
    ['2026-12-5', M.date],
  ])('date %j gives %j', (date, message) => {
    expect(validateTrainingSession({ ...valid, date }).date).toBe(message);
  });

  it.each([
    [1, undefined],
    [500, undefined],
    ['20', undefined],
    [' 20 ', undefined],
    [0, M.capacity],
    ['0', M.capacity],
    [-5, M.capacity],
    ['-5', M.capacity],
    [2.5, M.capacity],
    ['abc', M.capacity],
    ['0x10', M.capacity],
    ['1e2', M.capacity],
    [Number.NaN, M.capacity],
    [Number.POSITIVE_INFINITY, M.capacity],
    [undefined, M.required],
    [null, M.required],
    ['', M.required],
  ])('capacity %j gives %j', (capacity, message) => {
    expect(validateTrainingSession({ ...valid, capacity }).capacity).toBe(message);
  });

  it.each([
    [0, undefined],
    ['3', undefined],
    [undefined, undefined],
    ['', undefined],
    [-1, M.registered],
    [1.5, M.registered],
    ['many', M.registered],
  ])('registered %j gives %j', (registered, message) => {
    expect(validateTrainingSession({ ...valid, registered }).registered).toBe(message);
  });
});
