import type { ImageRef } from './types';

/** Intrinsic sizes of the in-house SVG illustrations, by kind. */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;
export const HERO_IMAGE_SIZE = { width: 1600, height: 900 } as const;
export const EVENT_IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const ABOUT_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** A product illustration (800×600). */
export function productImage(src: string, alt: string): ImageRef {
  return { src, ...PRODUCT_IMAGE_SIZE, alt };
}

/** A hero background (1600×900). */
export function heroImage(src: string, alt: string): ImageRef {
  return { src, ...HERO_IMAGE_SIZE, alt };
}

/** An event scene (1200×800). */
export function eventImage(src: string, alt: string): ImageRef {
  return { src, ...EVENT_IMAGE_SIZE, alt };
}

/** An About Us carousel picture (1200×800). */
export function aboutImage(src: string, alt: string): ImageRef {
  return { src, ...ABOUT_IMAGE_SIZE, alt };
}
