import { ACCESS_FEATURES, type AccessFeature, type AccessLevel, type AccountRoleName, type Permission } from '@site/schema';

/**
 * Who may do what: each role's features and how far (write includes read). The only place a
 * role's reach is written; the guard reads it for every GraphQL field and HTTP route.
 */
export const PERMISSION_TABLE: Readonly<Record<AccountRoleName, Partial<Record<AccessFeature, AccessLevel>>>> = {
  OWNER: Object.fromEntries(ACCESS_FEATURES.map((feature) => [feature, 'write'])),
  SUPPORT: { tickets: 'write', feedback: 'read' },
  CAREERS: { careers: 'write', feedback: 'read' },
  EVENTS_TRAINING: { events: 'write', training: 'write', feedback: 'read' },
  ENQUIRIES: { enquiries: 'write', contacts: 'write', feedback: 'read' },
};

/** Every permission a role holds, as the strings fields declare and API keys will carry. */
export function permissionsOf(role: AccountRoleName): Permission[] {
  return Object.entries(PERMISSION_TABLE[role]).flatMap(([feature, level]): Permission[] =>
    level === 'write' ? [`${feature as AccessFeature}:read`, `${feature as AccessFeature}:write`] : [`${feature as AccessFeature}:read`],
  );
}
