import { useState } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';

export interface Autoplay {
  playing: boolean;
  toggle: () => void;
}

/** Autoplay that is off for visitors who prefer reduced motion, unless they press play themselves. */
export function useAutoplay(): Autoplay {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  return { playing, toggle: () => setChoice(!playing) };
}
