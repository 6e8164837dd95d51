import type { OfflineSet } from '@site/schema';
import { useDownloadsState } from '../downloads-state';
import styles from './keep-offline.module.css';
import { KeepSetRow } from './keep-set-row';
import { OFFLINE_MESSAGES as M } from './offline-messages';
import { filesOf, OFFLINE_SET_TITLES } from './offline-sets';

/** "Keep for offline": each set of manuals saved on this device with one tap, what it costs, and which are saved. */
export function KeepOfflinePanel({ sets }: { sets: readonly OfflineSet[] }) {
  const state = useDownloadsState();
  if (!state) return null;
  const { listing, listingFailed, kept } = state;
  const saved = sets.filter((set) => kept.kept.has(set));
  return (
    <section className={styles.panel} aria-labelledby="keep-offline-title">
      <h3 id="keep-offline-title">Keep manuals for offline use</h3>
      <p>Save a set on this device to open its PDFs with no network, as long as you keep it. Setups are never saved.</p>
      {kept.supported === false ? (
        <p className={styles.error}>{M.unsupported}</p>
      ) : (
        <>
          <p className={styles.summary}>
            {saved.length === 0 ? 'No set is saved on this device.' : `Saved on this device: ${saved.map((set) => OFFLINE_SET_TITLES[set]).join(', ')}.`}
          </p>
          {listingFailed && <p className={styles.error}>{M.noListing}</p>}
          <ul className={styles.sets}>
            {sets.map((set) => (
              <KeepSetRow
                key={set}
                set={set}
                files={listing && filesOf(set, listing)}
                kept={kept.kept.get(set)}
                activity={kept.activity[set]}
                enabled={kept.supported === true}
                onKeep={() => void kept.keep(set, listing ? filesOf(set, listing) : [])}
                onRemove={() => void kept.remove(set)}
              />
            ))}
          </ul>
          {saved.length > 0 && kept.persisted === false && <p className={styles.note}>{M.mayBeCleared}</p>}
        </>
      )}
    </section>
  );
}
