/**
 * The words of access, shared by the gateway (which checks them) and the PWA (which shows only what
 * they allow). API keys will carry scopes from the same vocabulary.
 */
export const ACCESS_FEATURES = ['enquiries', 'contacts', 'tickets', 'careers', 'events', 'training', 'feedback', 'downloads', 'accounts', 'audit'] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

export type AccessLevel = 'read' | 'write';

/** `feature:read` or `feature:write`; write includes read. */
export type Permission = `${AccessFeature}:${AccessLevel}`;

export function permission(feature: AccessFeature, level: AccessLevel): Permission {
  return `${feature}:${level}`;
}

export const ACCOUNT_ROLES = ['OWNER', 'SUPPORT', 'CAREERS', 'EVENTS_TRAINING', 'ENQUIRIES'] as const;
export type AccountRoleName = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_ROLE_LABELS: Record<AccountRoleName, string> = {
  OWNER: 'Owner',
  SUPPORT: 'Support',
  CAREERS: 'Careers',
  EVENTS_TRAINING: 'Events & training',
  ENQUIRIES: 'Enquiries',
};

export function isAccountRole(value: string): value is AccountRoleName {
  return (ACCOUNT_ROLES as readonly string[]).includes(value);
}
