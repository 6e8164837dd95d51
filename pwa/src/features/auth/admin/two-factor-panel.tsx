import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { hasErrors, validateTwoFactorCode } from '@site/schema';
import buttons from '../../../components/button.module.css';
import { InputField } from '../../../components/field';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage } from '../../../lib/admin/admin-errors';
import { CONFIRM_TWO_FACTOR, START_TWO_FACTOR, TURN_OFF_TWO_FACTOR, TWO_FACTOR_STATUS } from './account-operations';
import styles from './account-tab.module.css';
import { QrCode } from './qr-code';
import { RecoveryCodesList } from './recovery-codes-list';

/** The secret in groups of four, easier to type into an app that cannot scan. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)!.join(' ');
}

/** One code field with its submit button; `onCode` throws to show the server's message. */
function CodeForm({ label, action, onCode }: { label: string; action: string; onCode: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateTwoFactorCode({ code });
    setError(found.code);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await onCode(code.trim());
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={styles.codeForm}>
      <InputField label={label} name="code" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} error={error} />
      <button type="submit" className={buttons.primary} disabled={busy}>
        {action}
      </button>
    </form>
  );
}

/** Turning two-factor sign-in on (scan, confirm a code, keep the recovery codes) and off. */
export function TwoFactorPanel() {
  const status = useQuery(TWO_FACTOR_STATUS, { fetchPolicy: 'network-only' });
  const [start, started] = useMutation(START_TWO_FACTOR);
  const [confirm] = useMutation(CONFIRM_TWO_FACTOR);
  const [turnOff] = useMutation(TURN_OFF_TWO_FACTOR);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const setup = started.data?.startTwoFactor;

  // The status is asked again only once the codes are put away: a page waiting for two-factor
  // sign-in to be on (TwoFactorGate) must not move on while they are still shown.
  if (recoveryCodes)
    return (
      <RecoveryCodesList
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          void status.refetch().catch(() => undefined);
        }}
      />
    );
  if (status.loading && !status.data) return <p role="status">Loading…</p>;
  if (status.error) return <StatusMessage tone="error">{errorMessage(status.error)}</StatusMessage>;
  const current = status.data!.twoFactorStatus;

  if (current.enabled) {
    return (
      <section aria-labelledby="two-factor-heading" className={styles.panel}>
        <h3 id="two-factor-heading">Two-factor sign-in</h3>
        {notice && <StatusMessage tone="success">{notice}</StatusMessage>}
        <p>
          On. Signing in asks for a code from your authenticator app. Recovery codes left: <strong>{current.recoveryCodesLeft}</strong>.
        </p>
        <CodeForm
          label="Code to turn it off"
          action="Turn off two-factor sign-in"
          onCode={async (code) => {
            await turnOff({ variables: { code } });
            setNotice(null);
            started.reset();
            await status.refetch();
          }}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="two-factor-heading" className={styles.panel}>
      <h3 id="two-factor-heading">Two-factor sign-in</h3>
      <p>Off. With it on, signing in also asks for a six-digit code from an authenticator app on your phone.</p>
      {!setup ? (
        <button type="button" className={buttons.primary} disabled={started.loading} onClick={() => void start().catch(() => undefined)}>
          Set up two-factor sign-in
        </button>
      ) : (
        <div className={styles.setup}>
          <QrCode value={setup.otpauthUrl} label="QR code to scan with your authenticator app" />
          <div>
            <p>Scan the QR code with your authenticator app, or type this key into it:</p>
            <p className={styles.secret}>
              <code aria-label="Setup key">{grouped(setup.secret)}</code>
            </p>
            <CodeForm
              label="Code from the app"
              action="Turn on two-factor sign-in"
              onCode={async (code) => {
                const { data } = await confirm({ variables: { code } });
                setRecoveryCodes(data!.confirmTwoFactor.recoveryCodes);
                setNotice('Two-factor sign-in is on.');
              }}
            />
          </div>
        </div>
      )}
      {started.error && <StatusMessage tone="error">{errorMessage(started.error)}</StatusMessage>}
    </section>
  );
}
