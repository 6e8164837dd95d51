import { describe, expect, it } from 'vitest';
import { copiedValue } from './binary-copy.js';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};
const fileHeader = Buffer.concat([SIGNATURE, int32(0), int32(0)]);
const trailer = int16(-1);

/** What PostgreSQL sends for `copy (select …) to stdout (format binary)` with these rows of one column. */
const copyOf = (...rows: (Buffer | null)[]) =>
  Buffer.concat([fileHeader, ...rows.flatMap((value) => [int16(1), int32(value ? value.length : -1), ...(value ? [value] : [])]), trailer]);

/** The same bytes cut into chunks at the given offsets, as a socket may deliver them. */
const cutAt = (bytes: Buffer, ...offsets: number[]) =>
  [0, ...offsets, bytes.length].slice(1).map((end, index, ends) => bytes.subarray(index ? ends[index - 1] : 0, end));

describe("a COPY's one binary value", () => {
  const value = Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256));

  it('is the bytes of the row, however the answer was cut into chunks', () => {
    const copied = copyOf(value);
    for (let first = 1; first < copied.length - 1; first += 7) {
      for (const second of [first + 1, first + 13, copied.length - 1]) {
        if (second <= first || second >= copied.length) continue;
        expect(Buffer.concat(copiedValue(cutAt(copied, first, second))!)).toEqual(value);
      }
    }
  });

  it('is views into the chunks, not a copy of them', () => {
    const chunks = cutAt(copyOf(value), 40, 200);
    const views = copiedValue(chunks)!;
    expect(views).toHaveLength(3);
    expect(views[1]!.buffer).toBe(chunks[1]!.buffer);
  });

  it('is undefined when the query gave no row or a null', () => {
    expect(copiedValue([copyOf()])).toBeUndefined();
    expect(copiedValue(cutAt(copyOf(null), 5))).toBeUndefined();
  });

  it('refuses an answer that is not one column of one row in COPY binary format', () => {
    expect(() => copiedValue([Buffer.from('\\x0102\n')])).toThrow(/binary format/);
    expect(() => copiedValue([copyOf(value, value)])).toThrow(/more than one row/);
    const twoColumns = Buffer.concat([fileHeader, int16(2), int32(1), Buffer.from([1]), int32(1), Buffer.from([2]), trailer]);
    expect(() => copiedValue([twoColumns])).toThrow(/2 columns/);
  });
});
