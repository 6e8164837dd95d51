import buttons from '../../components/button.module.css';
import styles from './careers-page.module.css';

export function closedRoleNotice(role: string): string {
  return `Applications for ${role} are closed at the moment. Thank you for your interest in joining us.`;
}

interface ClosedRoleNoticeProps {
  role: string;
  onClose: () => void;
}

/** What a visitor reads on choosing a role that is not taking applications. */
export function ClosedRoleNotice({ role, onClose }: ClosedRoleNoticeProps) {
  return (
    <div className={styles.notice}>
      <p>{closedRoleNotice(role)}</p>
      <p>
        We open roles again as our projects grow, and each opening appears on this page as soon as it does, so please check back soon. Meanwhile, you are
        welcome to apply for any role marked Open.
      </p>
      <button type="button" className={buttons.secondary} onClick={onClose}>
        Back to the openings
      </button>
    </div>
  );
}
