import { lazy, Suspense, useRef } from 'react';
import type { SwiperCarouselProps } from './swiper-carousel';
import { useNearViewport } from './use-near-viewport';

const SwiperCarousel = lazy(() => import('./swiper-carousel').then((m) => ({ default: m.SwiperCarousel })));

/**
 * A Swiper carousel whose code loads only when it comes near the viewport. Until then (and in the
 * prerendered HTML) its slides sit in Swiper's own markup, so the page looks the same before and after.
 */
export function DeferredSwiper(props: SwiperCarouselProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const { slides, className, slideClassName } = props;

  const still = (
    <div className={`swiper ${className ?? ''}`}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div key={index} className={`swiper-slide ${slideClassName ?? ''}`}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );

  // The boundary is there from the start: when `near` turns true in a transition, React keeps the
  // still slides on screen until Swiper's code has arrived, instead of showing a fallback.
  return (
    <div ref={frame}>
      <Suspense fallback={still}>{near ? <SwiperCarousel {...props} /> : still}</Suspense>
    </div>
  );
}
