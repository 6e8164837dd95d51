import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inPiecesOf } from './database-file-store.js';

async function piecesOf(arrivals: number[], size: number): Promise<number[]> {
  let next = 0;
  const source = Readable.from(arrivals.map((length) => Buffer.from(Array.from({ length }, () => next++ % 256))));
  const pieces: Buffer[] = [];
  for await (const piece of inPiecesOf(source, size)) pieces.push(piece);
  const joined = Buffer.concat(pieces);
  expect([...joined]).toEqual(Array.from({ length: joined.length }, (_, i) => i % 256));
  return pieces.map((piece) => piece.length);
}

describe('cutting a stream into pieces of one size', () => {
  it.each([
    [[3, 3, 3], 4, [4, 4, 1]],
    [[10], 4, [4, 4, 2]],
    [[1, 1, 1, 1], 4, [4]],
    [[4, 4], 4, [4, 4]],
    [[], 4, []],
  ])('turns arrivals %j into pieces of %i: %j, every byte in order', async (arrivals, size, expected) => {
    expect(await piecesOf(arrivals, size)).toEqual(expected);
  });
});
