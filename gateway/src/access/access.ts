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
  startSession(em: EntityManager, accountId: string, client: SessionClient): Promise<string>;
  /** Ends the request's session in `em`'s transaction, if it names one; answers the person it was. */
  endSession(em: EntityManager, request: FastifyRequest): Promise<AccountPrincipal | null>;
  /** Ends every open session of the account (deactivation, a password set by the operator). */
  endSessionsOf(em: EntityManager, accountId: string): Promise<void>;
}

/** Where a sign-in comes from, shown to the account in its list of sessions. */
export interface SessionClient {
  ip: string;
  userAgent: string | null;
}

interface SessionRow {
  account_id: string;
  name: string;
  email: string | null;
  role: string;
  last_used_at: Date | null;
  two_factor_setup_required: boolean;
}

// A session's last use is written at most this often, so a busy dashboard costs no write per request.
const LAST_USED_RESOLUTION_MS = 60_000;

export function createAccess(orm: MikroORM, signer: TokenSigner): Access {
  const principalOfToken = async (token: string | undefined): Promise<AccountPrincipal | null> => {
    const claims = await signer.read(token);
    if (!claims) return null;
    // One query: the session is open and unexpired, and its account still active; and whether the
    // Owner requires two-factor sign-in of an account that has none (the auth feature's tables).
    const rows: SessionRow[] = await orm.em.getConnection().execute(
      `select a.id as account_id, a.name, a.email, a.role, s.last_used_at,
         (exists (select 1 from gateway_settings g where g.name = 'two-factor-required' and g.value = 'true')
           and not exists (select 1 from two_factor_secrets t where t.account_id = a.id and t.confirmed_at is not null)) as two_factor_setup_required
         from account_sessions s join accounts a on a.id = s.account_id
         where s.id = ? and s.account_id = ? and s.ended_at is null and s.expires_at > now() and a.active`,
      [claims.sessionId, claims.accountId],
    );
    const row = rows[0];
    if (!row || !isAccountRole(row.role)) return null;
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_RESOLUTION_MS) {
      await orm.em.getConnection().execute('update account_sessions set last_used_at = now() where id = ?', [claims.sessionId]);
    }
    const role: AccountRoleName = row.role;
    const setupRequired = Boolean(row.two_factor_setup_required);
    return {
      kind: 'account',
      accountId: row.account_id,
      name: row.name,
      email: row.email,
      role,
      sessionId: claims.sessionId,
      permissions: new Set(setupRequired ? [] : permissionsOf(role)),
      twoFactorSetupRequired: setupRequired,
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
    async startSession(em, accountId, { ip, userAgent }) {
      const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000);
      // Sessions past their expiry let nobody in, so each sign-in also clears them.
      await em.nativeDelete(AccountSession, { expiresAt: { $lt: new Date() } });
      const now = new Date();
      const session = em.create(AccountSession, {
        accountId,
        ip: ip.slice(0, 64),
        userAgent: userAgent?.slice(0, 300) ?? null,
        expiresAt,
        createdAt: now,
        lastUsedAt: now,
        endedAt: null,
      });
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
