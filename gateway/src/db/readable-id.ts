import { randomInt } from 'node:crypto';
import { kolkataDateOf } from '@site/schema';

// No 0/O or 1/I: the id is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 4;

/** 'SR-20261121-4F7K': a prefix, the Kolkata date it was made, then random characters. */
export function readableId(prefix: string, now: Date = new Date()): string {
  const suffix = Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${kolkataDateOf(now).replaceAll('-', '')}-${suffix}`;
}
