import { nameOfParts } from '../../lib/accessible-name';
import type { JobRole } from './job-role';
import styles from './careers-page.module.css';

interface JobRoleGridProps {
  roles: readonly JobRole[];
  onChoose: (role: JobRole) => void;
}

/** One card per role, each saying Open or Closed; choosing it opens the application or the closed notice. */
export function JobRoleGrid({ roles, onChoose }: JobRoleGridProps) {
  return (
    <ul className={styles.grid}>
      {roles.map((role) => {
        const status = role.accepting ? 'Open' : 'Closed';
        return (
          <li key={role.id}>
            <button type="button" className={styles.card} aria-haspopup="dialog" aria-label={nameOfParts(role.role, status)} onClick={() => onChoose(role)}>
              <span className={styles.role}>{role.role}</span>
              <span className={role.accepting ? styles.open : styles.closed}>{status}</span>
              <span className={styles.action} aria-hidden="true">
                {role.accepting ? 'Apply now →' : 'See details →'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
