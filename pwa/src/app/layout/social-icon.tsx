import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../content/types';

/** Simple line-art marks for the social networks, drawn in the current text colour (decorative: the link is labelled). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {shapes[network]}
    </svg>
  );
}

const shapes: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path fill="currentColor" d="M13.6 21v-7.4h2.5l.4-3h-2.9V8.8c0-.8.3-1.4 1.4-1.4h1.6V4.8c-.4-.1-1.3-.2-2.3-.2-2.3 0-3.8 1.4-3.8 3.9v2.1H8v3h2.5V21z" />
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 8.8v6.4l5.4-3.2z" fill="var(--color-navy)" />
    </>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <g fill="var(--color-navy)">
        <rect x="5.6" y="9.6" width="2.8" height="8.4" />
        <circle cx="7" cy="6.6" r="1.6" />
        <path d="M10.6 9.6h2.7v1.2c.4-.8 1.4-1.4 2.8-1.4 2.3 0 3.1 1.5 3.1 3.6V18h-2.8v-4.4c0-1.1-.3-1.8-1.3-1.8-1.1 0-1.7.8-1.7 2V18h-2.8z" />
      </g>
    </>
  ),
};
