import { HERO_BACKGROUND_TRANSITION_MS, HERO_TEXT_FADE_MS } from '@site/schema';
import type { CSSProperties } from 'react';
import { heroBackgrounds, heroSlides } from '../../content/hero';
import { PlayPauseButton } from './play-pause-button';
import styles from './hero.module.css';
import { useAutoplay } from './use-autoplay';
import { useHeroSlides } from './use-hero-slides';

const timing = {
  '--hero-slide-ms': `${HERO_BACKGROUND_TRANSITION_MS}ms`,
  '--hero-fade-ms': `${HERO_TEXT_FADE_MS}ms`,
} as CSSProperties;

/** The full-width hero: five sliding backgrounds and five text slides, bouncing back and forth. */
export function Hero() {
  const autoplay = useAutoplay();
  const { background, text, textVisible, goTo } = useHeroSlides(heroBackgrounds.length, autoplay.playing);
  const slide = heroSlides[text]!;

  return (
    <section className={styles.hero} style={timing} aria-roledescription="carousel" aria-label="Highlights">
      <div className={styles.track} style={{ transform: `translateX(-${background * 100}%)` }}>
        {heroBackgrounds.map((image, index) => (
          <img
            key={index}
            className={styles.background}
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            aria-hidden={index !== background}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding={index === 0 ? undefined : 'async'}
          />
        ))}
      </div>
      <div className={styles.content}>
        <div className={styles.text} data-visible={textVisible}>
          <h1 className={styles.title}>{slide.title}</h1>
          <p className={styles.desc}>{slide.desc}</p>
          <ul className={styles.info}>
            <li>{slide.info1}</li>
            <li>{slide.info2}</li>
          </ul>
        </div>
        <div className={styles.controls}>
          <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} label="slideshow" className={styles.control} />
          {heroSlides.map((item, index) => (
            <button
              key={item.title}
              type="button"
              className={styles.dot}
              aria-label={`Slide ${index + 1} of ${heroSlides.length}: ${item.title}`}
              aria-current={index === background ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
