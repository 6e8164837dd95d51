import { createHash } from 'node:crypto';
import * as shared from '@site/schema';
import type { FastifyRequest } from 'fastify';
import type { PublicReadTags } from './public-read-query.js';

/** A GraphQL request that may be answered from the public-read cache. */
export interface GraphqlRead {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
  tags: readonly string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const MAX_LEARNED = 200;

/**
 * Public-read query texts by their SHA-256 (hex), as automatic persisted queries name them. The
 * documents the site ships (schema/src/operations) are known from the start on every gateway, so a
 * GET naming one by hash is answered on any of them; other texts are learned when a client sends
 * one with its hash (the second step of Apollo's protocol), which Apollo never sees when the cache
 * answers it.
 */
export class PersistedQueries {
  private readonly learned = new Map<string, string>();
  private readonly shipped = new Map<string, string>();

  constructor(tagsOf: PublicReadTags) {
    for (const value of Object.values(shared as Record<string, unknown>)) {
      if (typeof value === 'string' && /^\s*query\b/.test(value) && tagsOf(value)) this.shipped.set(sha256(value), value);
    }
  }

  get(hash: string): string | undefined {
    return this.shipped.get(hash) ?? this.learned.get(hash);
  }

  /** Remembers a public read's text under its hash; false when the hash is not the text's. */
  learn(hash: string, query: string): boolean {
    if (sha256(query) !== hash) return false;
    if (!this.shipped.has(hash) && !this.learned.has(hash)) {
      if (this.learned.size >= MAX_LEARNED) this.learned.delete(this.learned.keys().next().value!);
      this.learned.set(hash, query);
    }
    return true;
  }
}

interface Fields {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/**
 * The public read a request asks for: a JSON POST, or a GET whose parameters carry JSON as Apollo
 * reads them. A GET without a preflight header is left to Apollo, which refuses it (CSRF), and so
 * is anything we do not recognise, so Apollo's own answer and errors stay the only ones.
 */
export function graphqlReadOf(request: FastifyRequest, tagsOf: PublicReadTags, persisted: PersistedQueries): GraphqlRead | undefined {
  let fields: Fields;
  if (request.method === 'POST') {
    if (!request.headers['content-type']?.startsWith('application/json')) return undefined;
    fields = (request.body ?? {}) as Fields;
  } else if (request.method === 'GET') {
    if (!request.headers['apollo-require-preflight'] && !request.headers['x-apollo-operation-name']) return undefined;
    const parameters = request.query as Record<string, string | undefined>;
    try {
      fields = {
        query: parameters.query,
        operationName: parameters.operationName,
        variables: parameters.variables === undefined ? undefined : JSON.parse(parameters.variables),
        extensions: parameters.extensions === undefined ? undefined : JSON.parse(parameters.extensions),
      };
    } catch {
      return undefined;
    }
  } else return undefined;

  const { query: text, operationName, variables, extensions } = fields;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery?.sha256Hash;
  const query = typeof text === 'string' ? text : typeof hash === 'string' ? persisted.get(hash) : undefined;
  const tags = query === undefined ? undefined : tagsOf(query);
  if (!query || !tags) return undefined;
  // A text whose hash does not match is Apollo's to refuse.
  if (typeof text === 'string' && typeof hash === 'string' && !persisted.learn(hash, text)) return undefined;
  return { query, operationName: operationName ?? undefined, variables: (variables ?? undefined) as GraphqlRead['variables'], tags };
}
