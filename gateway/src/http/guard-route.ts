import type { Permission } from '@site/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../core/errors.js';
import { restStatusOf } from '../rest/shim-errors.js';
import type { Access } from '../access/access.js';
import { requirePermissions } from '../access/guard.js';
import type { AccountPrincipal, ApiKeyPrincipal } from '../access/principal.js';

/**
 * The guard for HTTP routes that are not GraphQL (files, uploads): the principal when it holds
 * every permission needed, or undefined after answering 401 or 403 with `{ error }`.
 */
export async function guardRoute(
  access: Access,
  request: FastifyRequest,
  reply: FastifyReply,
  needed: readonly Permission[],
): Promise<AccountPrincipal | ApiKeyPrincipal | undefined> {
  try {
    return requirePermissions(await access.principalOf(request), needed);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    reply.code(restStatusOf(error.code)).header('cache-control', 'no-store').send({ error: error.message });
    return undefined;
  }
}
