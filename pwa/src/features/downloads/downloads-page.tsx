import { DOWNLOADS_URL_PREFIX, formatSubmittedAt } from '@site/schema';
import { useMemo, useState } from 'react';
import { PageMeta } from '../../components/page-meta';
import { downloadsManifest } from '../../content/downloads';
import type { DocumentModalKey } from '../../content/types';
import { usePublicRead } from '../../lib/public-read/use-public-read';
import { DocumentModal } from './document-modal';
import { downloadFilesRead } from './download-files-read';
import styles from './downloads-page.module.css';
import { type DownloadsState, DownloadsStateContext } from './downloads-state';
import { useKeptSets } from './offline/use-kept-sets';
import { SoftwareSection } from './software-section';
import { SupportContact } from './support-contact';

const documentModals = downloadsManifest.software.flatMap((software) => software.modals ?? []);

export function DownloadsPage() {
  const [openModal, setOpenModal] = useState<DocumentModalKey | null>(null);
  const modal = documentModals.find((item) => item.key === openModal);
  const { state, data: listing } = usePublicRead(downloadFilesRead);
  const kept = useKeptSets();
  const downloads = useMemo<DownloadsState>(
    () => ({
      filesByHref: new Map((listing ?? []).map((file) => [`${DOWNLOADS_URL_PREFIX}${file.path}`, file])),
      listing,
      listingFailed: state.status === 'failed',
      kept,
    }),
    [listing, state.status, kept],
  );
  return (
    <DownloadsStateContext value={downloads}>
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
          {state.status === 'stale' && (
            <p className={styles.stale} role="status">
              You are offline or the server cannot be reached. File sizes and checksums are as of {formatSubmittedAt(state.savedAt)}.
            </p>
          )}
        </header>
        {downloadsManifest.software.map((software) => (
          <SoftwareSection key={software.key} software={software} onOpenModal={setOpenModal} />
        ))}
        <SupportContact />
        {modal && <DocumentModal modal={modal} onClose={() => setOpenModal(null)} />}
      </main>
    </DownloadsStateContext>
  );
}
