import { createHash, createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidError } from '../core/errors.js';
import { OneTimeLink, type OneTimeLinkPurpose } from './one-time-link.entity.js';

export const INVALID_LINK_MESSAGE = 'This link is invalid, has expired or has been used. Ask for a new one.';

/**
 * One-time links (invitations now, password resets next): the token is an HMAC of the link's id
 * under the gateway's secret, so the mail worker can write it into an e-mail later while the
 * database keeps only its SHA-256; a token works once and until its expiry.
 */
export interface OneTimeLinks {
  create(em: EntityManager, purpose: OneTimeLinkPurpose, accountId: string, validForMs: number): Promise<{ link: OneTimeLink; token: string }>;
  /** The token of a stored link, for the e-mail that carries it. */
  tokenOf(linkId: string): string;
  /** Uses the link up, in `em`'s transaction: answers its account id, or refuses it. */
  use(em: EntityManager, purpose: OneTimeLinkPurpose, token: string): Promise<string>;
  /** Whether the token names a usable link (the page checks before asking for a password). */
  check(em: EntityManager, purpose: OneTimeLinkPurpose, token: string): Promise<string>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createOneTimeLinks(secret: string): OneTimeLinks {
  const tokenOf = (linkId: string) => createHmac('sha256', secret).update(`one-time-link:${linkId}`).digest('base64url');
  const usable = (purpose: OneTimeLinkPurpose, token: string) => ({ purpose, tokenHash: hashOf(token), usedAt: null, expiresAt: { $gt: new Date() } });
  return {
    tokenOf,
    async create(em, purpose, accountId, validForMs) {
      const link = em.create(OneTimeLink, {
        purpose,
        accountId,
        expiresAt: new Date(Date.now() + validForMs),
        tokenHash: '',
        createdAt: new Date(),
        usedAt: null,
      });
      link.tokenHash = hashOf(tokenOf(link.id));
      await em.flush();
      return { link, token: tokenOf(link.id) };
    },
    async check(em, purpose, token) {
      const link = await em.findOne(OneTimeLink, usable(purpose, token));
      if (!link) throw new InvalidError(INVALID_LINK_MESSAGE);
      return link.accountId;
    },
    async use(em, purpose, token) {
      // One statement, so two uses at once cannot both succeed.
      const used = await em.nativeUpdate(OneTimeLink, usable(purpose, token), { usedAt: new Date() });
      if (used !== 1) throw new InvalidError(INVALID_LINK_MESSAGE);
      return (await em.findOneOrFail(OneTimeLink, { tokenHash: hashOf(token) })).accountId;
    },
  };
}
