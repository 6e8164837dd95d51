import { HERO_INTERVAL_MS, HERO_TEXT_FADE_MS } from '@site/schema';
import { useEffect, useRef, useState } from 'react';
import { BOUNCE_START, type BouncePosition, bounceTo, nextBounce } from './bounce';

export interface HeroSlides {
  /** The background shown (it slides at once). */
  background: number;
  /** The text slide shown (it changes while hidden). */
  text: number;
  textVisible: boolean;
  goTo: (index: number) => void;
}

/**
 * The hero's timing: every HERO_INTERVAL_MS the background moves one step (bouncing between the
 * ends) and the text hides; HERO_TEXT_FADE_MS later the text moves to the same slide and shows.
 */
export function useHeroSlides(count: number, playing: boolean): HeroSlides {
  const [position, setPosition] = useState<BouncePosition>(BOUNCE_START);
  const [text, setText] = useState(0);
  const [textVisible, setTextVisible] = useState(true);
  // Bumped by goTo, so that the 5 s countdown starts again after a manual choice.
  const [restart, setRestart] = useState(0);
  const positionRef = useRef(position);
  const textTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function show(next: BouncePosition) {
    positionRef.current = next;
    setPosition(next);
    setTextVisible(false);
    clearTimeout(textTimer.current);
    textTimer.current = setTimeout(() => {
      setText(next.index);
      setTextVisible(true);
    }, HERO_TEXT_FADE_MS);
  }

  useEffect(() => {
    if (!playing) return;
    const interval = setInterval(() => show(nextBounce(positionRef.current, count)), HERO_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [playing, count, restart]);

  useEffect(() => () => clearTimeout(textTimer.current), []);

  function goTo(index: number) {
    if (index === positionRef.current.index) return;
    show(bounceTo(positionRef.current, index, count));
    setRestart((n) => n + 1);
  }

  return { background: position.index, text, textVisible, goTo };
}
