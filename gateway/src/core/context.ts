import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal.js';
import type { Services } from './services.js';

/** What every resolver receives: the request's own EntityManager, who is asking, and the shared services. */
export interface Context {
  em: EntityManager;
  /** Who is asking: a session of a named account, or null for a visitor. */
  principal: Principal;
  ip: string;
  /** Lets a resolver set or clear the token cookie. */
  reply: FastifyReply;
  services: Services;
}

/** Builds a request's context; /graphql and the REST shim use the same one. */
export type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;

/** What a GraphQL subscription's resolvers receive: who listens (see graphql/subscriptions.ts) and the shared services. */
export interface SubscriptionContext {
  principal: Principal;
  services: Services;
}
