import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type AccountRoleName, isAccountRole } from '@site/schema';
import type { FastifyRequest } from 'fastify';
import { bearerOf, tokenFromRequest } from '../security/token-cookie.js';
import { looksLikeApiKey, principalOfApiKey } from './api-keys.js';
import { type TokenSigner, TOKEN_TTL_SECONDS } from '../security/tokens.js';
import { AccountSession } from './account-session.entity.js';
import { permissionsOf } from './permission-table.js';
import { type AccountPrincipal, accountOf, type Principal } from './principal.js';

/**
 * Who is asking, found once per request from its token (bearer or cookie); and the sessions that
 * tokens name, kept in the database so that every gateway sees one end at the next request.
 */
export interface Access {
  principalOf(request: FastifyRequest): Promise<Principal>;
  /**
   * Who an `Authorization` value (`Bearer <token or API key>`) names, wherever it comes from: a
   * request's header, or a WebSocket's `connectionParams`.
   */
  principalOfAuthorization(authorization: string | undefined): Promise<Principal>;
  /** Opens a session for the account in `em`'s transaction and answers its token. */
  startSession(em: EntityManager, accountId: string, ip: string): Promise<string>;
  /** Ends the request's session in `em`'s transaction, if it names one; answers the person it was. */
  endSession(em: EntityManager, request: FastifyRequest): Promise<AccountPrincipal | null>;
  /** Ends every open session of the account (deactivation, a password set by the operator). */
  endSessionsOf(em: EntityManager, accountId: string): Promise<void>;
}

interface SessionRow {
  account_id: string;
  name: string;
  email: string | null;
  role: string;
}

export function createAccess(orm: MikroORM, signer: TokenSigner): Access {
  const principalOfToken = async (token: string | undefined): Promise<AccountPrincipal | null> => {
    const claims = await signer.read(token);
    if (!claims) return null;
    // One query: the session is open and unexpired, and its account still active.
    const rows: SessionRow[] = await orm.em.getConnection().execute(
      `select a.id as account_id, a.name, a.email, a.role from account_sessions s join accounts a on a.id = s.account_id
         where s.id = ? and s.account_id = ? and s.ended_at is null and s.expires_at > now() and a.active`,
      [claims.sessionId, claims.accountId],
    );
    const row = rows[0];
    if (!row || !isAccountRole(row.role)) return null;
    const role: AccountRoleName = row.role;
    return {
      kind: 'account',
      accountId: row.account_id,
      name: row.name,
      email: row.email,
      role,
      sessionId: claims.sessionId,
      permissions: new Set(permissionsOf(role)),
    };
  };

  // A key is taken only from the header: the dashboard's cookie never carries one.
  const principalOfAuthorization = (authorization: string | undefined): Promise<Principal> => {
    const bearer = bearerOf(authorization);
    return bearer !== undefined && looksLikeApiKey(bearer) ? principalOfApiKey(orm, bearer) : principalOfToken(bearer);
  };

  // Found once per request, however many places ask (the writes limit, the context, a file route).
  const found = new WeakMap<FastifyRequest, Promise<Principal>>();
  const principalOf = (request: FastifyRequest): Promise<Principal> => {
    let principal = found.get(request);
    if (!principal) {
      const bearer = bearerOf(request.headers.authorization);
      principal = bearer !== undefined ? principalOfAuthorization(request.headers.authorization) : principalOfToken(tokenFromRequest(request));
      found.set(request, principal);
    }
    return principal;
  };

  return {
    principalOf,
    principalOfAuthorization,
    async startSession(em, accountId, ip) {
      const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000);
      // Sessions past their expiry let nobody in, so each sign-in also clears them.
      await em.nativeDelete(AccountSession, { expiresAt: { $lt: new Date() } });
      const session = em.create(AccountSession, { accountId, ip: ip.slice(0, 64), expiresAt, createdAt: new Date(), endedAt: null });
      await em.flush();
      return signer.sign({ accountId, sessionId: session.id }, expiresAt);
    },
    async endSession(em, request) {
      const principal = accountOf(await principalOf(request));
      if (principal) await em.nativeUpdate(AccountSession, { id: principal.sessionId, endedAt: null }, { endedAt: new Date() });
      return principal;
    },
    async endSessionsOf(em, accountId) {
      await em.nativeUpdate(AccountSession, { accountId, endedAt: null }, { endedAt: new Date() });
    },
  };
}
