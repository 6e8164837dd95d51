import type { EntityManager } from '@mikro-orm/postgresql';
import Bowser from 'bowser';
import { AccountSession } from '../../access/account-session.entity.js';
import { NotFoundError } from '../../core/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionInfo {
  id: string;
  device: string;
  ip: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/** "Chrome 156 on Linux" from a user agent; clients that send none are named as such. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name;
  if (!browser) return os ? `Unknown browser on ${os}` : userAgent.slice(0, 60);
  return os ? `${browser} on ${os}` : browser;
}

/** The account's open sessions, the most recently used first. */
export async function sessionsOf(em: EntityManager, accountId: string, currentSessionId: string): Promise<SessionInfo[]> {
  const sessions = await em.find(
    AccountSession,
    { accountId, endedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { lastUsedAt: 'desc', createdAt: 'desc' } },
  );
  return sessions.map((session) => ({
    id: session.id,
    device: deviceOf(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt,
    lastUsedAt: session.lastUsedAt ?? session.createdAt,
    current: session.id === currentSessionId,
  }));
}

/** Ends one of the account's own sessions; another account's session is not found, as if it did not exist. */
export async function endOwnSession(em: EntityManager, accountId: string, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw new NotFoundError('Session');
  const ended = await em.nativeUpdate(AccountSession, { id: sessionId, accountId, endedAt: null }, { endedAt: new Date() });
  if (ended !== 1) throw new NotFoundError('Session');
}
