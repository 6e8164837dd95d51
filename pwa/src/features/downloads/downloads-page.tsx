import { useState } from 'react';
import { PageMeta } from '../../components/page-meta';
import { downloadsManifest } from '../../content/downloads';
import type { DocumentModalKey } from '../../content/types';
import { DocumentModal } from './document-modal';
import styles from './downloads-page.module.css';
import { SoftwareSection } from './software-section';
import { SupportContact } from './support-contact';

const documentModals = downloadsManifest.software.flatMap((software) => software.modals ?? []);

export function DownloadsPage() {
  const [openModal, setOpenModal] = useState<DocumentModalKey | null>(null);
  const modal = documentModals.find((item) => item.key === openModal);
  return (
    <main className={styles.page}>
      <PageMeta
        title="Downloads"
        description="Download RoboAnalyzer, MechAnalyzer and FEAST: setups, trial licences, installation steps, competition reports, tutorials and manuals."
        path="/downloads"
      />
      <header className={styles.header}>
        <h1>Downloads</h1>
        <p>Setups, licences, installation steps, tutorials and manuals for our software.</p>
        <nav aria-label="Software on this page">
          <ul className={styles.jump}>
            {downloadsManifest.software.map((software) => (
              <li key={software.key}>
                <a href={`#${software.key}`}>{software.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {downloadsManifest.software.map((software) => (
        <SoftwareSection key={software.key} software={software} onOpenModal={setOpenModal} />
      ))}
      <SupportContact />
      {modal && <DocumentModal modal={modal} onClose={() => setOpenModal(null)} />}
    </main>
  );
}
