import { SUPPORT_CATEGORIES, SUPPORT_RESPONSE_HOURS, type SupportCategory } from '@site/schema';
import { useState } from 'react';
import buttons from '../../components/button.module.css';
import { Modal } from '../../components/modal';
import { PageMeta } from '../../components/page-meta';
import { useDrafts } from '../../lib/use-drafts';
import { SUPPORT_CATEGORY_DESCRIPTIONS } from './support-categories';
import { SupportFaq } from './support-faq';
import styles from './support-page.module.css';
import type { SupportRequestValues } from './submit-support-request';
import { SupportRequestForm } from './support-request-form';

export function SupportPage() {
  const [open, setOpen] = useState<SupportCategory | null>(null);
  const drafts = useDrafts<SupportCategory, SupportRequestValues>();
  return (
    <main className={styles.page}>
      <PageMeta
        title="Customer Support"
        description={`Maintenance, product details, training and workshops, set-up and costing: raise a request and we answer within ${SUPPORT_RESPONSE_HOURS.min} to ${SUPPORT_RESPONSE_HOURS.max} hours.`}
        path="/support"
      />
      <header className={styles.header}>
        <h1>Customer Support</h1>
        <p>
          Choose what you need help with. Every request gets a ticket number, and we answer within {SUPPORT_RESPONSE_HOURS.min} to {SUPPORT_RESPONSE_HOURS.max}{' '}
          hours.
        </p>
      </header>
      <ul className={styles.categories}>
        {SUPPORT_CATEGORIES.map(({ title }) => (
          <li key={title} className={styles.category}>
            <h2>{title}</h2>
            <p>{SUPPORT_CATEGORY_DESCRIPTIONS[title]}</p>
            <button type="button" className={buttons.primary} aria-haspopup="dialog" onClick={() => setOpen(title)}>
              Raise a request<span className="visually-hidden"> for {title}</span>
            </button>
          </li>
        ))}
      </ul>
      <SupportFaq />
      {open && (
        <Modal title={`${open} Request`} onClose={() => setOpen(null)}>
          <SupportRequestForm category={open} draft={drafts.get(open)} onDraftChange={drafts.keeper(open)} onDone={() => setOpen(null)} />
        </Modal>
      )}
    </main>
  );
}
