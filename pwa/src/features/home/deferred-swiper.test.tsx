import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSwiper } from './deferred-swiper';

const slides = ['One', 'Two', 'Three'].map((text) => <p>{text}</p>);

/** An IntersectionObserver that reports its element in view as soon as it observes it. */
class InView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('DeferredSwiper', () => {
  it("shows the slides in Swiper's markup without loading Swiper while out of view", () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<DeferredSwiper options={{}} slides={slides} slideClassName="slide" />);
    expect(screen.getByText('One').parentElement!.className).toContain('swiper-slide');
    // Swiper marks its start with a class only, which no query reaches.
    // eslint-disable-next-line testing-library/no-container
    expect(container.querySelector('.swiper-initialized')).toBeNull();
  });

  it('starts Swiper once it comes near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', InView);
    const onSwiper = vi.fn();
    const { container } = render(<DeferredSwiper options={{ loop: true }} slides={slides} onSwiper={onSwiper} />);
    await waitFor(() => expect(onSwiper).toHaveBeenCalled());
    // eslint-disable-next-line testing-library/no-container
    expect(container.querySelector('.swiper-initialized')).not.toBeNull();
    expect(screen.getByText('Two')).toBeVisible();
  });
});
