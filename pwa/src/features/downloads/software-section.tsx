import buttons from '../../components/button.module.css';
import { ContentLink } from '../../components/content-link';
import type { DocumentModalKey, SoftwareDownloads } from '../../content/types';
import { DownloadFileList } from './download-file-list';
import styles from './downloads-page.module.css';
import { InstallationSteps } from './installation-steps';
import { KeepOfflinePanel } from './offline/keep-offline-panel';

interface SoftwareSectionProps {
  software: SoftwareDownloads;
  onOpenModal: (key: DocumentModalKey) => void;
}

/** Everything to get one software product: licence, setup, reports, requirements, steps, manuals. */
export function SoftwareSection({ software, onOpenModal }: SoftwareSectionProps) {
  const titleId = `${software.key}-title`;
  return (
    <section id={software.key} className={styles.software} aria-labelledby={titleId}>
      <h2 id={titleId}>{software.name}</h2>
      {software.intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      <p className={styles.actions}>
        {software.trialLicence && (
          <ContentLink href={software.trialLicence.href} className={buttons.primary}>
            {software.trialLicence.label}
          </ContentLink>
        )}
        <ContentLink href={software.productPage} className={buttons.secondary}>
          About {software.name}
        </ContentLink>
      </p>
      {software.files.length > 0 && (
        <>
          <h3>Downloads</h3>
          <DownloadFileList files={software.files} />
        </>
      )}
      {software.requirements && (
        <>
          <h3>System requirements</h3>
          <ul className={styles.requirements}>
            {software.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      )}
      {software.reports && (
        <>
          <h3>Online competition reports</h3>
          <DownloadFileList files={software.reports} />
        </>
      )}
      {software.installation && (
        <>
          <h3>Installation steps</h3>
          <InstallationSteps variants={software.installation} />
        </>
      )}
      {software.modals && (
        <>
          <h3>Tutorials and manuals</h3>
          <p className={styles.actions}>
            {software.modals.map((modal) => (
              <button key={modal.key} type="button" className={buttons.secondary} onClick={() => onOpenModal(modal.key)}>
                {modal.title}
              </button>
            ))}
          </p>
        </>
      )}
      {software.offlineSets && <KeepOfflinePanel sets={software.offlineSets} />}
    </section>
  );
}
