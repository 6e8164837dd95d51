import { BUSINESS_HOURS } from '@site/schema';
import type { PhoneNumber, SiteSettings, SocialLink } from './types';

/*
 * Deployment settings. EXAMPLE VALUES: replace the address, phone numbers,
 * e-mail and social links below with the company's real ones at deployment.
 */
const ADDRESS_LINES = ['Office 000, Example Business Park', 'Hinjawadi, Pune', 'Maharashtra 411057, India'] as const;
const PHONE: PhoneNumber = { display: '+91 20 0000 0000', href: 'tel:+912000000000' };
const SUPPORT_PHONE_24X7: PhoneNumber = { display: '+91 90000 00000', href: 'tel:+919000000000' };
const SUPPORT_EMAIL = 'support@svr-robotics.example';
const SOCIALS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/example' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@example' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
];
/* End of deployment settings. */

const mapQuery = encodeURIComponent(ADDRESS_LINES.join(', '));

export const site: SiteSettings = {
  companyName: 'SVR Robotics',
  blurb:
    'SVR Robotics, Pune, designs and builds autonomous mobile robots and clean robots, ' +
    'delivers turnkey robotics and automation projects, and equips schools and colleges ' +
    'with educational robotics.',
  associations: [
    'Vikram Sarabhai Space Centre (VSSC/ISRO), Thiruvananthapuram',
    'Indian Institute of Technology Delhi (IIT Delhi)',
    'Bhabha Atomic Research Centre (BARC), Mumbai',
  ],
  address: {
    lines: ADDRESS_LINES,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
    mapEmbedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  },
  phone: PHONE,
  supportPhone: SUPPORT_PHONE_24X7,
  supportEmail: SUPPORT_EMAIL,
  businessHours: [
    { days: BUSINESS_HOURS.days, hours: `${BUSINESS_HOURS.open} to ${BUSINESS_HOURS.close}` },
    { days: BUSINESS_HOURS.closed, hours: 'Closed' },
  ],
  socials: SOCIALS,
  copyrightYear: 2025,
};
