import { ContentLink } from '../../components/content-link';
import type { InstallationVariant } from '../../content/types';
import styles from './downloads-page.module.css';

/** The installation steps of each licence variant, side by side on a wide screen. */
export function InstallationSteps({ variants }: { variants: readonly InstallationVariant[] }) {
  return (
    <div className={styles.variants}>
      {variants.map((variant) => (
        <section key={variant.title} className={styles.variant} aria-label={variant.title}>
          <h4>{variant.title}</h4>
          <ol className={styles.steps}>
            {variant.steps.map((step) => (
              <li key={step.text}>
                {step.text}
                {step.link && (
                  <>
                    {' '}
                    <ContentLink href={step.link.href}>{step.link.label}</ContentLink>
                  </>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
