import 'swiper/css';
import 'swiper/css/effect-fade';
import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions, Swiper as SwiperInstance } from 'swiper/types';

export interface SwiperCarouselProps {
  options: SwiperOptions;
  slides: readonly ReactNode[];
  className?: string;
  slideClassName?: string;
  onSwiper?: (swiper: SwiperInstance) => void;
}

/** Swiper with the modules the home page uses; loaded only when a carousel comes into view. */
export function SwiperCarousel({ options, slides, className, slideClassName, onSwiper }: SwiperCarouselProps) {
  return (
    <Swiper modules={[A11y, Autoplay, EffectFade]} {...options} onSwiper={onSwiper} className={className}>
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={slideClassName}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
