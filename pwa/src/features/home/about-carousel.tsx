import { ABOUT_CAROUSEL_DELAY_MS, ABOUT_CAROUSEL_SPEED_MS } from '@site/schema';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { aboutImages } from '../../content/about';
import styles from './about.module.css';
import { DeferredSwiper } from './deferred-swiper';
import { useReducedMotion } from '../../lib/use-reduced-motion';

const options: SwiperOptions = {
  effect: 'fade',
  fadeEffect: { crossFade: true },
  speed: ABOUT_CAROUSEL_SPEED_MS,
  loop: true,
  autoplay: { delay: ABOUT_CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
  allowTouchMove: false,
};

/** Pictures of the company's work, fading one into the next. */
export function AboutCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (reducedMotion) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, reducedMotion]);

  return (
    <DeferredSwiper
      options={options}
      slides={aboutImages.map((image) => (
        <img className={styles.carouselImage} src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
      ))}
      className={styles.carousel}
      slideClassName={styles.carouselSlide}
      onSwiper={setSwiper}
    />
  );
}
