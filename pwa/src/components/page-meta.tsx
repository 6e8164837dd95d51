import { site } from '../content/site';
import { absoluteUrl } from '../lib/site-url';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path, for the canonical link. */
  path: string;
  image?: string;
  noIndex?: boolean;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: object;
}

/** React 19 hoists these into <head>; the prerender moves them there in the built HTML. */
export function PageMeta({ title, description, path, image, noIndex, jsonLd }: PageMetaProps) {
  const fullTitle = path === '/' ? title : `${title} | ${site.companyName}`;
  const url = absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absoluteUrl(image)} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />}
    </>
  );
}
