/** What an API key may carry: the data features only; accounts, keys and the activity log stay with an Owner's session. */
export const API_KEY_FEATURES = ['enquiries', 'contacts', 'tickets', 'careers', 'events', 'training', 'feedback', 'downloads'] as const;

/**
 * The words of access, shared by the gateway (which checks them) and the PWA (which shows only what
 * they allow); API keys carry scopes from the same vocabulary.
 */
export const ACCESS_FEATURES = [...API_KEY_FEATURES, 'accounts', 'audit', 'webhooks', 'personal-data'] as const;
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

export type ApiKeyFeature = (typeof API_KEY_FEATURES)[number];

/** Every scope a key may carry, `enquiries:read` … `downloads:write`. */
export const API_KEY_SCOPES: readonly Permission[] = API_KEY_FEATURES.flatMap((feature): Permission[] => [`${feature}:read`, `${feature}:write`]);

export function isApiKeyScope(value: string): value is Permission {
  return (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** How every key starts, so it is recognised in a header, a log or a leaked file. */
export const API_KEY_PREFIX = 'site_';
