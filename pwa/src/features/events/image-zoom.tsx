import { lazy, Suspense } from 'react';
import type { GalleryImage } from '../../content/types';

// The dialog loads on the first zoom: no picture is shown large on a page's first paint.
const ImageZoomModal = lazy(() => import('./image-zoom-modal').then((m) => ({ default: m.ImageZoomModal })));

/** A picture shown large, captioned by its title; mounted means open. */
export function ImageZoom({ picture, onClose }: { picture: GalleryImage; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ImageZoomModal picture={picture} onClose={onClose} />
    </Suspense>
  );
}
