import { Modal } from '../../components/modal';
import type { DocumentModal as DocumentModalContent } from '../../content/types';
import styles from './document-modal.module.css';
import { FileFacts } from './file-facts';

/** A modal listing the PDFs of one FEAST document set. */
export function DocumentModal({ modal, onClose }: { modal: DocumentModalContent; onClose: () => void }) {
  return (
    <Modal title={modal.title} size="wide" onClose={onClose}>
      {modal.note && <p className={styles.note}>{modal.note}</p>}
      {modal.groups.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h3 className={styles.heading}>{group.heading}</h3>
          <ul className={styles.list}>
            {group.documents.map((pdf) => (
              <li key={pdf.href}>
                <a href={pdf.href} target="_blank" rel="noopener">
                  <span className={styles.badge} aria-hidden="true">
                    PDF
                  </span>
                  {pdf.title}
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>
                <FileFacts href={pdf.href} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
