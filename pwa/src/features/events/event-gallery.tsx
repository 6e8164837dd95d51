import { useState } from 'react';
import type { GalleryImage } from '../../content/types';
import styles from './event-gallery.module.css';
import { ImageZoom } from './image-zoom';
import { ZoomableFigure } from './zoomable-figure';

/** An event's pictures; each one opens large on click. */
export function EventGallery({ gallery }: { gallery: readonly GalleryImage[] }) {
  const [zoomed, setZoomed] = useState<GalleryImage | null>(null);
  return (
    <>
      <ul className={styles.gallery}>
        {gallery.map((picture) => (
          <li key={picture.caption}>
            <ZoomableFigure picture={picture} className={styles.figure} buttonClassName={styles.thumb} loading="lazy" onZoom={setZoomed} />
          </li>
        ))}
      </ul>
      {zoomed && <ImageZoom picture={zoomed} onClose={() => setZoomed(null)} />}
    </>
  );
}
