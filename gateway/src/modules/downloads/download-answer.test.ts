import { describe, expect, it } from 'vitest';
import { downloadAnswer } from './download-answer.js';

const ETAG = '"abc123"';
const answer = (headers: Record<string, string>) => downloadAnswer(headers, 1000, ETAG);

describe('the answer to a download request', () => {
  it.each([
    [{}, { status: 200 }],
    [{ range: 'bytes=0-99' }, { status: 206, range: { start: 0, end: 99 } }],
    [{ range: 'bytes=900-' }, { status: 206, range: { start: 900, end: 999 } }],
    [{ range: 'bytes=-10' }, { status: 206, range: { start: 990, end: 999 } }],
    [{ range: 'bytes=0-5,3-9' }, { status: 206, range: { start: 0, end: 9 } }],
    [{ range: 'bytes=0-5,500-600' }, { status: 200 }],
    [{ range: 'bytes=1000-' }, { status: 416 }],
    [{ range: 'items=0-5' }, { status: 200 }],
    [
      { range: 'bytes=10-19', 'if-range': ETAG },
      { status: 206, range: { start: 10, end: 19 } },
    ],
    [{ range: 'bytes=10-19', 'if-range': '"older"' }, { status: 200 }],
    [{ range: 'bytes=10-19', 'if-range': `W/${ETAG}` }, { status: 200 }],
    [{ range: 'bytes=10-19', 'if-range': 'Tue, 24 Nov 2026 10:00:00 GMT' }, { status: 200 }],
    [{ 'if-none-match': ETAG }, { status: 304 }],
    [{ 'if-none-match': `"older", W/${ETAG}` }, { status: 304 }],
    [{ 'if-none-match': '*' }, { status: 304 }],
    [
      { 'if-none-match': '"older"', range: 'bytes=0-0' },
      { status: 206, range: { start: 0, end: 0 } },
    ],
  ])('for %j is %j', (headers, expected) => {
    expect(answer(headers)).toEqual(expected);
  });
});
