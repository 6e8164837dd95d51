import { describe, expect, it } from 'vitest';
import { BOUNCE_START, bounceTo, nextBounce } from './bounce';

describe('nextBounce', () => {
  it('runs to the last item, back to the first, and forward again', () => {
    const indices = [BOUNCE_START.index];
    let position = BOUNCE_START;
    for (let step = 0; step < 10; step += 1) {
      position = nextBounce(position, 5);
      indices.push(position.index);
    }
    expect(indices).toEqual([0, 1, 2, 3, 4, 3, 2, 1, 0, 1, 2]);
  });

  it('stays put with a single item', () => {
    expect(nextBounce(BOUNCE_START, 1)).toEqual(BOUNCE_START);
  });
});

describe('bounceTo', () => {
  it('turns back at the ends and keeps the direction in between', () => {
    expect(bounceTo({ index: 1, direction: 1 }, 4, 5)).toEqual({ index: 4, direction: -1 });
    expect(bounceTo({ index: 3, direction: -1 }, 0, 5)).toEqual({ index: 0, direction: 1 });
    expect(bounceTo({ index: 3, direction: -1 }, 2, 5)).toEqual({ index: 2, direction: -1 });
  });
});
