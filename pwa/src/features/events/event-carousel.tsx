import { EVENT_CAROUSEL_INTERVAL_MS } from '@site/schema';
import { useEffect, useState } from 'react';
import type { GalleryImage } from '../../content/types';
import styles from './event-carousel.module.css';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { ImageZoom } from './image-zoom';
import { ZoomableFigure } from './zoomable-figure';

/**
 * The event's pictures, one at a time, moving on every EVENT_CAROUSEL_INTERVAL_MS. Rotation
 * waits while the pointer or focus is on it, while a picture is enlarged, when the visitor
 * pauses it, and always under prefers-reduced-motion.
 */
export function EventCarousel({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [zoomed, setZoomed] = useState<GalleryImage | null>(null);
  const reducedMotion = useReducedMotion();
  const count = images.length;
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion && zoomed === null;

  // Restarted on every change, so a picture chosen by hand also stays the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), EVENT_CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {images.map((picture, position) => (
          // A group, not the figure itself: a figure with a caption may take no other role.
          <div
            key={picture.caption}
            className={styles.slide}
            data-current={position === index || undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            <ZoomableFigure
              picture={picture}
              className={styles.figure}
              buttonClassName={styles.zoom}
              loading={position === 0 ? 'eager' : 'lazy'}
              onZoom={setZoomed}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => show(index - 1)} aria-label="Previous picture">
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {images.map((picture, position) => (
              <button
                key={picture.caption}
                type="button"
                className={styles.dot}
                onClick={() => show(position)}
                aria-label={`Show picture ${position + 1} of ${count}`}
                aria-current={position === index || undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => show(index + 1)} aria-label="Next picture">
            <span aria-hidden="true">›</span>
          </button>
          {!reducedMotion && (
            <button type="button" className={styles.pause} onClick={() => setPaused((value) => !value)}>
              {paused ? 'Play slideshow' : 'Pause slideshow'}
            </button>
          )}
        </div>
      )}
      {zoomed && <ImageZoom picture={zoomed} onClose={() => setZoomed(null)} />}
    </section>
  );
}
