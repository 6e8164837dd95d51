import type { Permission } from '@site/schema';
import type { AuthCheckerFn } from 'type-graphql';
import { requirePermissions } from '../access/guard.js';
import type { Context } from '../core/context.js';

/** Each admin field names what it needs (`@Authorized('tickets:write')`); the access guard decides. */
export const authChecker: AuthCheckerFn<Context> = ({ context }, needed) => {
  requirePermissions(context.principal, needed as Permission[]);
  return true;
};
