import { HERO_INTERVAL_MS, HERO_TEXT_FADE_MS } from '@site/schema';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroBackgrounds, heroSlides } from '../../content/hero';
import { Hero } from './hero';

/** The background shown, read from the track's position; the current dot must agree. */
function backgroundIndex(): number {
  const track = document.querySelector('img')!.parentElement!;
  const index = Number(/translateX\(-(\d+)%\)/.exec(track.style.transform)![1]) / 100;
  const dots = screen.getAllByRole('button', { name: /^Slide \d of 5/ });
  expect(dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true')).toBe(index);
  return index;
}

function textSlide(): { title: string; visible: boolean } {
  const title = screen.getByRole('heading', { level: 1 });
  return { title: title.textContent ?? '', visible: title.parentElement!.getAttribute('data-visible') === 'true' };
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Hero', () => {
  it('shows the first slide with its title, description and two facts, the first picture loaded eagerly', () => {
    render(<Hero />);
    const [first] = heroSlides;
    expect(textSlide()).toEqual({ title: first!.title, visible: true });
    expect(screen.getByText(first!.desc)).toBeVisible();
    expect(screen.getByText(first!.info1)).toBeVisible();
    expect(screen.getByText(first!.info2)).toBeVisible();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(heroBackgrounds.length);
    expect(images[0]!).toHaveAttribute('loading', 'eager');
    expect(images[0]!).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]!).toHaveAttribute('loading', 'lazy');
    expect(images[0]!).toHaveAttribute('alt', heroBackgrounds[0]!.alt);
  });

  it('bounces the background every 5 s: 0,1,2,3,4,3,2,1,0,1', () => {
    render(<Hero />);
    const seen = [backgroundIndex()];
    for (let step = 0; step < 9; step += 1) {
      advance(HERO_INTERVAL_MS - 1);
      expect(backgroundIndex()).toBe(seen[seen.length - 1]);
      advance(1);
      seen.push(backgroundIndex());
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 3, 2, 1, 0, 1]);
  });

  it('hides the text for 400 ms at each change, then shows the slide of the new background', () => {
    render(<Hero />);
    const titles = [textSlide().title];
    advance(HERO_INTERVAL_MS);
    for (let step = 0; step < 9; step += 1) {
      const hidden = textSlide();
      expect(hidden.visible).toBe(false);
      expect(hidden.title).toBe(titles[titles.length - 1]);
      advance(HERO_TEXT_FADE_MS - 1);
      expect(textSlide().visible).toBe(false);
      advance(1);
      const shown = textSlide();
      expect(shown.visible).toBe(true);
      expect(shown.title).toBe(heroSlides[backgroundIndex()]!.title);
      titles.push(shown.title);
      // The next change comes 5 s after the previous one, not 5 s after the text showed.
      advance(HERO_INTERVAL_MS - HERO_TEXT_FADE_MS);
    }
    const order = [0, 1, 2, 3, 4, 3, 2, 1, 0, 1].map((index) => heroSlides[index]!.title);
    expect(titles).toEqual(order);
  });

  it('jumps to a slide from its dot and pauses with the pause button', () => {
    render(<Hero />);
    fireEvent.click(screen.getByRole('button', { name: /^Slide 4 of 5/ }));
    expect(backgroundIndex()).toBe(3);
    advance(HERO_TEXT_FADE_MS);
    expect(textSlide()).toEqual({ title: heroSlides[3]!.title, visible: true });

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(HERO_INTERVAL_MS * 3);
    expect(backgroundIndex()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(backgroundIndex()).toBe(4);
  });

  it('does not play by itself when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    render(<Hero />);
    advance(HERO_INTERVAL_MS * 2);
    expect(backgroundIndex()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});
