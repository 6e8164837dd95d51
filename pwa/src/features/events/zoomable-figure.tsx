import type { GalleryImage } from '../../content/types';

interface ZoomableFigureProps {
  picture: GalleryImage;
  /** The classes of the figure and of its button, from the layout that shows it. */
  className: string | undefined;
  buttonClassName: string | undefined;
  loading: 'eager' | 'lazy';
  onZoom: (picture: GalleryImage) => void;
}

/** A captioned event picture whose image is a button that opens it large. */
export function ZoomableFigure({ picture, className, buttonClassName, loading, onZoom }: ZoomableFigureProps) {
  return (
    <figure className={className}>
      <button type="button" className={buttonClassName} onClick={() => onZoom(picture)} aria-label={`Enlarge: ${picture.caption}`}>
        <img src={picture.image.src} width={picture.image.width} height={picture.image.height} alt={picture.image.alt} loading={loading} decoding="async" />
      </button>
      <figcaption>{picture.caption}</figcaption>
    </figure>
  );
}
