import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { PERSONAL_DATA_EXPORT_PATH } from '@site/schema';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import buttons from '../../../components/button.module.css';
import { InputField } from '../../../components/field';
import { StatusMessage } from '../../../components/status-message';
import { isSignedOut, TOKEN_MISSING_MESSAGE } from '../../../lib/admin/admin-errors';
import { EraseDialog } from './erase-dialog';
import { PERSONAL_DATA_MESSAGES as M, personNamed } from './personal-data-messages';
import { ERASE_PERSONAL_DATA, type FoundPersonalData, PERSONAL_DATA, type PersonalDataErasure } from './personal-data-operations';
import { FoundRecords } from './found-records';
import styles from './personal-data.module.css';

/**
 * The Personal data tab: finds everything the site holds about a person by e-mail or phone, downloads
 * it as a zip, and erases it after a confirmation that names what goes.
 */
export function PersonalDataTab() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [search, { data, loading, error }] = useLazyQuery(PERSONAL_DATA, { fetchPolicy: 'network-only' });
  const [erase, { loading: erasing }] = useMutation(ERASE_PERSONAL_DATA);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<PersonalDataErasure | null>(null);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const found = data?.personalData;

  function submit(event: FormEvent) {
    event.preventDefault();
    setErased(null);
    setEraseError(null);
    void search({ variables: { email, phone: phone || null } }).catch(() => undefined);
  }

  async function confirmErase(shown: FoundPersonalData) {
    try {
      const result = await erase({ variables: { email: shown.email, phone: shown.phone || null } });
      setErased(result.data?.erasePersonalData ?? null);
      setConfirming(false);
      await search({ variables: { email: shown.email, phone: shown.phone || null } }).catch(() => undefined);
    } catch (refusal) {
      setConfirming(false);
      setEraseError(isSignedOut(refusal) ? TOKEN_MISSING_MESSAGE : M.eraseFailed);
    }
  }

  return (
    <section className={styles.tab} aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">Personal data</h2>
      <p>Find what the site holds about a visitor, download it for them, or erase it on their request.</p>
      <form className={styles.search} onSubmit={submit} role="search" aria-label="Find a person's data">
        <InputField label="E-mail" type="email" name="email" value={email} autoComplete="off" onChange={(event) => setEmail(event.target.value)} />
        <InputField label="Phone (optional)" type="tel" name="phone" value={phone} autoComplete="off" onChange={(event) => setPhone(event.target.value)} />
        <button type="submit" className={buttons.primary} disabled={loading}>
          Search
        </button>
      </form>
      {loading && <p role="status">Searching…</p>}
      {error && <p role="alert">{isSignedOut(error) ? TOKEN_MISSING_MESSAGE : CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : M.searchFailed}</p>}
      {eraseError && <StatusMessage tone="error">{eraseError}</StatusMessage>}
      {erased && <ErasedCounts erased={erased} />}
      {found && !loading && (
        <>
          <p role="status">{found.records.length ? M.found(found.records.length, personNamed(found)) : M.nothingFound(personNamed(found))}</p>
          {found.records.length > 0 && (
            <div className={styles.actions}>
              <form method="post" action={PERSONAL_DATA_EXPORT_PATH}>
                <input type="hidden" name="email" value={found.email} />
                <input type="hidden" name="phone" value={found.phone} />
                <button type="submit" className={buttons.secondary}>
                  Export (zip)
                </button>
              </form>
              <button type="button" className={buttons.secondary} onClick={() => setConfirming(true)}>
                Erase…
              </button>
            </div>
          )}
          <FoundRecords found={found} />
        </>
      )}
      {confirming && found && <EraseDialog found={found} erasing={erasing} onErase={() => void confirmErase(found)} onClose={() => setConfirming(false)} />}
    </section>
  );
}

/** What was erased; it takes the focus, as the button that opened the confirmation goes with the records. */
function ErasedCounts({ erased }: { erased: PersonalDataErasure }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="group" className={styles.group} aria-label="Erased">
      <StatusMessage tone="success">{M.erased(erased.rows, erased.files)}</StatusMessage>
      <ul className={styles.counts} aria-label="Erased by kind">
        {erased.kinds
          .filter((kind) => kind.rowsDeleted + kind.rowsAnonymised + kind.filesDeleted > 0)
          .map((kind) => (
            <li key={kind.kind}>
              {kind.label}: {kind.rowsDeleted} deleted, {kind.rowsAnonymised} anonymised, {kind.filesDeleted} files deleted
            </li>
          ))}
      </ul>
    </div>
  );
}
