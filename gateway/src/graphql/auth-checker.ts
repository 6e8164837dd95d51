import type { AuthCheckerFn } from 'type-graphql';
import type { Context } from '../core/context.js';
import { UnauthenticatedError } from '../core/errors.js';

/** One role: any signed-in admin may do every admin operation. */
export const authChecker: AuthCheckerFn<Context> = ({ context }) => {
  if (!context.adminId) throw new UnauthenticatedError();
  return true;
};
