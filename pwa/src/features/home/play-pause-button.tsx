interface PlayPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** What plays, e.g. 'slideshow': the button reads 'Pause slideshow' or 'Play slideshow'. */
  label: string;
  className?: string;
}

/** Stops and restarts moving content (WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle, label, className }: PlayPauseButtonProps) {
  return (
    <button type="button" className={className} aria-label={`${playing ? 'Pause' : 'Play'} ${label}`} onClick={onToggle}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M4 2.5v11l9-5.5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
