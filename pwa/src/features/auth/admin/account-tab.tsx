import styles from './account-tab.module.css';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';
import { TwoFactorPolicyPanel } from './two-factor-policy-panel';

/** The signed-in person's own security: two-factor sign-in and where it is signed in. */
export function AccountTab() {
  return (
    <div className={styles.tab}>
      <h2>Your account</h2>
      <TwoFactorPanel />
      <TwoFactorPolicyPanel />
      <SessionsPanel />
    </div>
  );
}
