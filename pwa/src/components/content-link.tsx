import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ContentLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link from content data: app pages through the router, files and other sites as plain links (other sites in a new tab). */
export function ContentLink({ href, className, children }: ContentLinkProps) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('/files/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
