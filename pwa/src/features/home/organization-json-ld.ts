import { site } from '../../content/site';
import { absoluteUrl } from '../../lib/site-url';

/** schema.org Organization data for search engines, from the site settings. */
export function organizationJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    description: site.blurb,
    email: site.supportEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      addressLocality: 'Pune',
      addressRegion: 'Maharashtra',
      addressCountry: 'IN',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: site.phone.href.replace(/^tel:/, ''),
      email: site.supportEmail,
    },
    sameAs: site.socials.map((social) => social.url),
  };
}
