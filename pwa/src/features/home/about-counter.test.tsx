import { AWARDS_WON, COMPLETED_PROJECTS, COUNTER_TICK_MS } from '@site/schema';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutCounters } from '../../content/about';
import { AboutCounter } from './about-counter';

const [projects, awards] = aboutCounters;

function shown(label: string): string {
  return screen.getByText(label).nextElementSibling!.textContent ?? '';
}

function tick(times = 1) {
  act(() => vi.advanceTimersByTime(COUNTER_TICK_MS * times));
}

function renderCounters(animate: boolean) {
  render(
    <dl>
      <AboutCounter counter={projects!} animate={animate} />
      <AboutCounter counter={awards!} animate={animate} />
    </dl>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AboutCounter', () => {
  it('counts projects in steps of 50 and awards in steps of 2, every 50 ms, once', () => {
    renderCounters(true);
    expect(shown('Completed Projects')).toBe('0');
    expect(shown('Awards Won')).toBe('0');
    tick();
    expect(shown('Completed Projects')).toBe('50');
    expect(shown('Awards Won')).toBe('2');
    tick(19);
    expect(shown('Completed Projects')).toBe('1,000');
    expect(shown('Awards Won')).toBe('40');
    tick(44);
    expect(shown('Completed Projects')).toBe('3,200');
    tick();
    expect(shown('Completed Projects')).toBe('3,250+');
    expect(shown('Awards Won')).toBe('130');
    tick(10);
    expect(shown('Awards Won')).toBe('150+');
    tick(100);
    expect(shown('Completed Projects')).toBe('3,250+');
    expect(shown('Awards Won')).toBe('150+');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the final figures at once without animation', () => {
    renderCounters(false);
    expect(shown('Completed Projects')).toBe('3,250+');
    expect(shown('Awards Won')).toBe('150+');
    expect([projects!.target, awards!.target]).toEqual([COMPLETED_PROJECTS, AWARDS_WON]);
  });
});
