import { formatSubmittedAt } from '@site/schema';
import { useState } from 'react';
import buttons from '../../components/button.module.css';
import { Modal } from '../../components/modal';
import { PageMeta } from '../../components/page-meta';
import { StatusMessage } from '../../components/status-message';
import { usePublicRead } from '../../lib/public-read/use-public-read';
import { useDrafts } from '../../lib/use-drafts';
import styles from './careers-page.module.css';
import { ClosedRoleNotice } from './closed-role-notice';
import { JobApplicationForm } from './job-application-form';
import type { JobRole } from './job-role';
import type { JobApplicationFormValues } from './submit-job-application';
import { JobRoleGrid } from './job-role-grid';
import { jobRolesRead } from './job-roles-read';

export const JOB_ROLES_FAILED_MESSAGE = 'Failed to load job openings. Please try again later.';

export function CareersPage() {
  const { state, data: roles, refreshing, justFailed, refresh } = usePublicRead(jobRolesRead);
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
      <section aria-labelledby="openings" aria-busy={refreshing}>
        <h2 id="openings" className={styles.heading}>
          Current Openings
        </h2>
        {justFailed && <StatusMessage tone="error">{JOB_ROLES_FAILED_MESSAGE}</StatusMessage>}
        {state.status === 'loading' && <p role="status">Loading job openings…</p>}
        {state.status === 'stale' && (
          <p className={styles.stale}>
            We could not reach the server. These are the openings as of {formatSubmittedAt(state.savedAt)}; they may be out of date.
          </p>
        )}
        {roles && <JobRoleGrid roles={roles} onChoose={setChosen} />}
        {(state.status === 'failed' || state.status === 'stale') && (
          <button type="button" className={buttons.secondary} onClick={() => void refresh()}>
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
