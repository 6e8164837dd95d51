import { useState } from 'react';
import buttons from '../../components/button.module.css';
import { site } from '../../content/site';
import styles from './contact-page.module.css';
import { MapIllustration } from './map-illustration';

/**
 * The drawn map works offline; the interactive map (a third-party frame with its own
 * scripts and cookies) loads only when the visitor asks for it.
 */
export function OfficeMap() {
  const [interactive, setInteractive] = useState(false);
  return (
    <figure className={styles.map}>
      <div className={styles.mapFrame}>
        {interactive ? (
          <iframe
            src={site.address.mapEmbedUrl}
            title={`Map showing the ${site.companyName} office`}
            width="640"
            height="400"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <MapIllustration />
        )}
      </div>
      <figcaption className={styles.mapActions}>
        <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer" className={buttons.primary}>
          Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {!interactive && (
          <button type="button" className={buttons.secondary} onClick={() => setInteractive(true)}>
            Load interactive map
          </button>
        )}
        <span className={styles.mapNote}>
          {interactive ? 'Map data from Google Maps.' : 'Drawn map, not to scale. The interactive map is loaded from Google Maps and needs a connection.'}
        </span>
      </figcaption>
    </figure>
  );
}
