import { PRODUCTS_CAROUSEL_DELAY_MS, PRODUCTS_CAROUSEL_SPEED_MS } from '@site/schema';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { productCategories } from '../../content/categories';
import type { ProductCategoryCard } from '../../content/types';
import { CategoryCard } from './category-card';
import { DeferredSwiper } from './deferred-swiper';
import { PlayPauseButton } from './play-pause-button';
import { carouselBase, carouselBreakpoints, slideSizingCss } from './products-carousel-layout';
import styles from './products.module.css';
import { useAutoplay } from './use-autoplay';
import { useReducedMotion } from '../../lib/use-reduced-motion';

const options: SwiperOptions = {
  ...carouselBase,
  breakpoints: carouselBreakpoints,
  speed: PRODUCTS_CAROUSEL_SPEED_MS,
  loop: true,
  autoplay: { delay: PRODUCTS_CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
};

interface ProductsCarouselProps {
  /** False while hidden under a category's solutions: it holds still. */
  active: boolean;
  onReadMore: (card: ProductCategoryCard) => void;
}

/** The nine category cards, sliding by themselves; hovering pauses, other interaction does not stop them. */
export function ProductsCarousel({ active, onReadMore }: ProductsCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = useAutoplay();
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    swiper.params.speed = reducedMotion ? 0 : PRODUCTS_CAROUSEL_SPEED_MS;
    if (autoplay.playing && active) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplay.playing, active, reducedMotion]);

  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label="Product categories">
      <style>{slideSizingCss(styles.slide!)}</style>
      <DeferredSwiper
        options={options}
        slides={productCategories.map((card) => (
          <CategoryCard key={card.key} card={card} onReadMore={() => onReadMore(card)} />
        ))}
        className={styles.swiper}
        slideClassName={styles.slide}
        onSwiper={setSwiper}
      />
      <div className={styles.carouselControls}>
        <button type="button" className={styles.arrow} aria-label="Previous products" onClick={() => swiper?.slidePrev()}>
          <span aria-hidden="true">‹</span>
        </button>
        <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} label="product carousel" className={styles.arrow} />
        <button type="button" className={styles.arrow} aria-label="Next products" onClick={() => swiper?.slideNext()}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
