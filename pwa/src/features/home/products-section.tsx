import { useEffect, useRef, useState } from 'react';
import type { ProductCategoryCard, SolutionCategoryKey } from '../../content/types';
import { CategorySolutions } from './category-solutions';
import { ProductsCarousel } from './products-carousel';
import sections from './section.module.css';

/** 'Our Products': the carousel of categories, or one category's solutions in its place. */
export function ProductsSection() {
  const [open, setOpen] = useState<ProductCategoryCard | null>(null);
  const returnTo = useRef<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

  function scrollToSection() {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    sectionRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }

  function openCategory(card: ProductCategoryCard) {
    setOpen(card);
    scrollToSection();
  }

  function back() {
    returnTo.current = open?.key ?? null;
    setOpen(null);
    scrollToSection();
  }

  // Back in the carousel, focus returns to the card the visitor came from.
  useEffect(() => {
    if (open || !returnTo.current) return;
    sectionRef.current?.querySelector<HTMLElement>(`[data-category="${returnTo.current}"]`)?.focus({ preventScroll: true });
    returnTo.current = null;
  }, [open]);

  return (
    <section id="products" ref={sectionRef} className={sections.section} aria-labelledby="products-title">
      <h2 id="products-title" className={sections.title}>
        Our Products
      </h2>
      <p className={sections.lead}>Robots, automation systems, training kits and engineering software, designed for industry and education.</p>
      {/* The carousel stays mounted (and still) under the solutions, so Back returns to where the visitor was. */}
      <div hidden={open !== null}>
        <ProductsCarousel active={open === null} onReadMore={openCategory} />
      </div>
      {open && <CategorySolutions category={open.key as SolutionCategoryKey} title={open.title} onBack={back} />}
    </section>
  );
}
