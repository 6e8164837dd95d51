/** A position in a sequence that runs to the last item, turns back to the first, and so on. */
export interface BouncePosition {
  index: number;
  direction: 1 | -1;
}

export const BOUNCE_START: BouncePosition = { index: 0, direction: 1 };

/** The next position: 0, 1, … count−1, count−2, … 0, 1, … */
export function nextBounce(position: BouncePosition, count: number): BouncePosition {
  if (count < 2) return position;
  const outside = position.index + position.direction < 0 || position.index + position.direction >= count;
  const direction = outside ? (-position.direction as 1 | -1) : position.direction;
  return { index: position.index + direction, direction };
}

/** Jumping to `index` keeps the direction, except at the ends, where it turns. */
export function bounceTo(position: BouncePosition, index: number, count: number): BouncePosition {
  if (index === count - 1) return { index, direction: -1 };
  if (index === 0) return { index, direction: 1 };
  return { index, direction: position.direction };
}
