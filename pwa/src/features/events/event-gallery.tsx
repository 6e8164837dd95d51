import { useState } from 'react';
import type { GalleryImage } from '../../content/types';
import styles from './event-gallery.module.css';
import { ImageZoomModal } from './image-zoom-modal';

/** An event's pictures; each one opens large on click. */
export function EventGallery({ gallery }: { gallery: readonly GalleryImage[] }) {
  const [zoomed, setZoomed] = useState<GalleryImage | null>(null);
  return (
    <>
      <ul className={styles.gallery}>
        {gallery.map((picture) => (
          <li key={picture.caption}>
            <figure className={styles.figure}>
              <button type="button" className={styles.thumb} onClick={() => setZoomed(picture)} aria-label={`Enlarge: ${picture.caption}`}>
                <img
                  src={picture.image.src}
                  width={picture.image.width}
                  height={picture.image.height}
                  alt={picture.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              <figcaption>{picture.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {zoomed && <ImageZoomModal picture={zoomed} onClose={() => setZoomed(null)} />}
    </>
  );
}
