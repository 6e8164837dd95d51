import { EVENT_HIGHLIGHT_MS } from '@site/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/**
 * Scrolls to the section the address hash names and returns its id for EVENT_HIGHLIGHT_MS.
 * Reacts to the first load, to in-app links (even to the hash already shown) and to hashchange.
 */
export function useHashHighlight(sectionOf: (anchor: string) => string | undefined): string | null {
  const { hash, key } = useLocation();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestSectionOf = useRef(sectionOf);
  useEffect(() => {
    latestSectionOf.current = sectionOf;
  });

  const reach = useCallback((rawHash: string) => {
    const anchor = anchorOf(rawHash);
    const section = anchor ? latestSectionOf.current(anchor) : undefined;
    if (section === undefined) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(anchor)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    setHighlighted(section);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(null), EVENT_HIGHLIGHT_MS);
  }, []);

  useEffect(() => {
    reach(hash);
  }, [hash, key, reach]);

  useEffect(() => {
    const onHashChange = () => reach(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      clearTimeout(timer.current);
    };
  }, [reach]);

  return highlighted;
}
