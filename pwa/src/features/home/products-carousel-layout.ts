import { PRODUCTS_CAROUSEL_BREAKPOINTS } from '@site/schema';
import type { SwiperOptions } from 'swiper/types';

const narrowest = PRODUCTS_CAROUSEL_BREAKPOINTS[PRODUCTS_CAROUSEL_BREAKPOINTS.length - 1]!;

/** Swiper's slides per view and gaps, from the shared constants. */
export const carouselBreakpoints: SwiperOptions['breakpoints'] = Object.fromEntries(
  PRODUCTS_CAROUSEL_BREAKPOINTS.map((point) => [point.minWidth, { slidesPerView: point.slidesPerView, spaceBetween: point.gapPx }]),
);

export const carouselBase = { slidesPerView: narrowest.slidesPerView, spaceBetween: narrowest.gapPx } as const;

/**
 * The same layout as CSS for the slides before Swiper starts (prerendered HTML, first paint),
 * so that the cards do not jump when it does.
 */
export function slideSizingCss(slideClass: string): string {
  return [...PRODUCTS_CAROUSEL_BREAKPOINTS]
    .reverse()
    .map(({ minWidth, slidesPerView, gapPx }) => {
      const width = `calc((100% - ${(slidesPerView - 1) * gapPx}px) / ${slidesPerView})`;
      return `@media (min-width:${minWidth}px){.${slideClass}{width:${width};margin-right:${gapPx}px}}`;
    })
    .join('');
}
