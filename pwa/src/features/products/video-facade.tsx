import { useState } from 'react';
import type { ImageRef, ProductVideo } from '../../content/types';
import styles from './video-facade.module.css';

/**
 * A poster with a play button. The YouTube player (and its scripts and cookies) loads only
 * when the visitor asks for it, so the page stays fast and works offline.
 */
export function VideoFacade({ video, poster }: { video: ProductVideo; poster: ImageRef }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button type="button" className={styles.frame} onClick={() => setPlaying(true)}>
      <img src={poster.src} width={poster.width} height={poster.height} alt="" loading="lazy" decoding="async" />
      <span className={styles.play} aria-hidden="true" />
      <span className={styles.label}>Play video: {video.title}</span>
    </button>
  );
}
