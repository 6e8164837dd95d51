import { useRef, useState } from 'react';
import { productCategories } from '../../content/categories';
import type { ProductCategoryCard, SolutionCategoryKey } from '../../content/types';
import { CategorySolutions } from './category-solutions';
import { ProductsCarousel } from './products-carousel';
import sections from './section.module.css';

/** 'Our Products': the carousel of categories, or one category's solutions in its place. */
export function ProductsSection() {
  const [open, setOpen] = useState<ProductCategoryCard | null>(null);
  const [startIndex, setStartIndex] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);

  function scrollToSection() {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    sectionRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }

  function openCategory(card: ProductCategoryCard) {
    setStartIndex(productCategories.indexOf(card));
    setOpen(card);
    scrollToSection();
  }

  function back() {
    const key = open?.key;
    setOpen(null);
    scrollToSection();
    // Focus returns to the card the visitor came from, once the carousel is back.
    requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>(`[data-category="${key}"]`)?.focus({ preventScroll: true }));
  }

  return (
    <section id="products" ref={sectionRef} className={sections.section} aria-labelledby="products-title">
      <h2 id="products-title" className={sections.title}>
        Our Products
      </h2>
      <p className={sections.lead}>Robots, automation systems, training kits and engineering software, designed for industry and education.</p>
      {open ? (
        <CategorySolutions category={open.key as SolutionCategoryKey} title={open.title} onBack={back} />
      ) : (
        <ProductsCarousel initialIndex={startIndex} onReadMore={openCategory} />
      )}
    </section>
  );
}
