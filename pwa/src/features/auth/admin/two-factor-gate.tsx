import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import layout from '../../../components/page-layout.module.css';
import { AccountTab } from './account-tab';
import { TWO_FACTOR_STATUS } from './account-operations';

export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'Two-factor sign-in is required for every account. Set it up to continue.';

/** While the Owner requires two-factor sign-in and this account has none, every admin page is its setup. */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { data } = useQuery(TWO_FACTOR_STATUS, { fetchPolicy: 'network-only' });
  const status = data?.twoFactorStatus;
  if (!status?.required || status.enabled) return children;
  return (
    <main className={layout.page}>
      <h1>Set up two-factor sign-in</h1>
      <p role="alert">{TWO_FACTOR_SETUP_REQUIRED_MESSAGE}</p>
      <AccountTab />
    </main>
  );
}
