import { Modal } from '../../components/modal';
import type { GalleryImage } from '../../content/types';
import styles from './image-zoom-modal.module.css';

/** A picture shown large, captioned by its title. */
export function ImageZoomModal({ picture, onClose }: { picture: GalleryImage; onClose: () => void }) {
  const { image } = picture;
  return (
    <Modal title={picture.caption} size="wide" onClose={onClose}>
      <img className={styles.image} src={image.src} width={image.width} height={image.height} alt={image.alt} decoding="async" />
    </Modal>
  );
}
