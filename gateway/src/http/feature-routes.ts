import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Services } from '../core/services.js';

/** Adds a feature's own HTTP routes beyond /graphql and /api (such as calendar feeds). */
export type RegisterRoutes = (app: FastifyInstance, db: Database, services: Services) => void | Promise<void>;
