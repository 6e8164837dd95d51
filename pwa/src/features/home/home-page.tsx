import { Suspense } from 'react';
import { PageMeta } from '../../components/page-meta';
import { site } from '../../content/site';
import { AboutSection } from './about-section';
import { Collaborations } from './collaborations';
import { ContactUsButton } from './contact-us-button';
import { Hero } from './hero';
import styles from './home-page.module.css';
import { organizationJsonLd } from './organization-json-ld';
import { ProductsSection } from './products-section';

export function HomePage() {
  return (
    <main className={styles.page}>
      <PageMeta
        title={`${site.companyName} — Robotics and Automation, Pune`}
        description={site.blurb}
        path="/"
        image="/icons/icon-512.png"
        jsonLd={organizationJsonLd()}
      />
      <div className={styles.heroFrame}>
        <Hero />
      </div>
      {/* Each boundary hydrates in its own task, so the page answers input sooner than after one long hydration. */}
      <Suspense>
        <Collaborations />
      </Suspense>
      <Suspense>
        <ProductsSection />
      </Suspense>
      <Suspense>
        <AboutSection />
      </Suspense>
      <ContactUsButton />
    </main>
  );
}
