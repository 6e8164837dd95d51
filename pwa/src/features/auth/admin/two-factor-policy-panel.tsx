import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage } from '../../../lib/admin/admin-errors';
import { SET_TWO_FACTOR_REQUIRED, TWO_FACTOR_STATUS } from './account-operations';
import styles from './account-tab.module.css';

/** The Owner's setting: every account must have two-factor sign-in before it can do anything else. */
export function TwoFactorPolicyPanel() {
  const status = useQuery(TWO_FACTOR_STATUS);
  const [setRequired, saving] = useMutation(SET_TWO_FACTOR_REQUIRED);
  const [failure, setFailure] = useState<string | null>(null);
  const current = status.data?.twoFactorStatus;
  if (!current) return null;

  async function toggle(required: boolean) {
    setFailure(null);
    try {
      await setRequired({ variables: { required } });
      await status.refetch();
    } catch (refused) {
      setFailure(errorMessage(refused));
    }
  }

  return (
    <section aria-labelledby="two-factor-policy-heading" className={styles.panel}>
      <h3 id="two-factor-policy-heading">Two-factor sign-in for the team</h3>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={current.required}
          disabled={saving.loading || (!current.required && !current.enabled)}
          onChange={(e) => void toggle(e.target.checked)}
        />
        Require two-factor sign-in for every account
      </label>
      {!current.required && !current.enabled && <p>Turn it on for your own account first.</p>}
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
    </section>
  );
}
