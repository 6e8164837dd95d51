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
        const action = role.accepting ? 'Apply now' : 'See details';
        return (
          <li key={role.id}>
            {/* The name holds every word the card shows, in its order, so that a visitor who speaks to the computer may say them. */}
            <button
              type="button"
              className={styles.card}
              aria-haspopup="dialog"
              aria-label={nameOfParts(role.role, status, action)}
              onClick={() => onChoose(role)}
            >
              <span className={styles.role}>{role.role}</span> <span className={role.accepting ? styles.open : styles.closed}>{status}</span>{' '}
              <span className={styles.action}>{action}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
