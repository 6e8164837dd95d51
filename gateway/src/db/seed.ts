import type { EntityManager } from '@mikro-orm/postgresql';

/** Data a feature needs in every database, added at start without touching what is there. */
export type Seed = (em: EntityManager) => Promise<void>;
