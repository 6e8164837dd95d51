import { formatSubmittedAt } from '@site/schema';
import { useState } from 'react';
import buttons from '../../components/button.module.css';
import { Modal } from '../../components/modal';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { useDrafts } from '../../lib/use-drafts';
import styles from './careers-page.module.css';
import { ClosedRoleNotice } from './closed-role-notice';
import { JobApplicationForm } from './job-application-form';
import type { JobRole } from './job-role';
import type { JobApplicationFormValues } from './submit-job-application';
import { JobRoleGrid } from './job-role-grid';
import { useJobRoles } from './use-job-roles';

export const JOB_ROLES_FAILED_MESSAGE = 'Failed to load job openings. Please try again later.';

export function CareersPage() {
  const { state, loadFailed, reload } = useJobRoles();
  const [chosen, setChosen] = useState<JobRole | null>(null);
  const drafts = useDrafts<number, JobApplicationFormValues>();
  const close = () => setChosen(null);

  return (
    <main className={styles.page}>
      <PageMeta
        title="Careers"
        description="Join SVR Robotics in Pune: openings in software, mechanical, robotics, electronics and electrical engineering, sales, HR, support and internships. Apply online with your resume."
        path="/career"
      />
      <header className={styles.header}>
        <h1>Careers</h1>
        <p>
          Build robots, automation systems and learning kits that reach factories, laboratories and classrooms across India. Choose an open role to apply with
          your resume.
        </p>
      </header>
      <section aria-labelledby="openings" aria-busy={state.status === 'loading'}>
        <h2 id="openings" className={styles.heading}>
          Current Openings
        </h2>
        {loadFailed && <StatusMessage tone="error">{JOB_ROLES_FAILED_MESSAGE}</StatusMessage>}
        {state.status === 'loading' && <p role="status">Loading job openings…</p>}
        {state.status === 'cached' && (
          <p className={styles.stale}>
            We could not reach the server. These are the openings as of {formatSubmittedAt(state.savedAt)}; they may be out of date.
          </p>
        )}
        {(state.status === 'loaded' || state.status === 'cached') && <JobRoleGrid roles={state.roles} onChoose={setChosen} />}
        {(state.status === 'failed' || state.status === 'cached') && (
          <button type="button" className={buttons.secondary} onClick={() => void reload()}>
            Try again
          </button>
        )}
      </section>
      {chosen?.accepting && (
        <Modal title={`Apply for ${chosen.role}`} onClose={close}>
          <JobApplicationForm role={chosen.role} draft={drafts.get(chosen.id)} onDraftChange={drafts.keeper(chosen.id)} onDone={close} />
        </Modal>
      )}
      {chosen && !chosen.accepting && (
        <Modal title={chosen.role} onClose={close}>
          <ClosedRoleNotice role={chosen.role} onClose={close} />
        </Modal>
      )}
    </main>
  );
}
