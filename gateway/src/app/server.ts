import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { seedAdmin } from '../modules/auth/admin-seed.js';
import { LoginThrottle } from '../security/login-throttle.js';
import { PasswordResetThrottle } from '../security/password-reset-throttle.js';
import { createPasswords, type PasswordCost } from '../security/password.js';
import { createAccess } from '../access/access.js';
import { createOneTimeLinks } from '../access/one-time-links.js';
import { resolveTokenSecret } from '../security/token-secret.js';
import { createTokenSigner } from '../security/tokens.js';
import { createInvalidationBus } from '../cache/create-invalidation-bus.js';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { Config } from '../config.js';
import { attachLiveEvents, LiveEvents } from '../core/live-events.js';
import { type Database, embeddedDatabaseDir, openDatabase } from '../db/database.js';
import { serveSnapshots } from '../backup/backup-socket.js';
import { fileStoreOn } from '../files/create-file-store.js';
import { DiskFileStore } from '../files/disk-file-store.js';
import { buildApp } from '../http/build-app.js';
import type { JobKind } from '../jobs/job-kind.js';
import { JobRunner } from '../jobs/job-runner.js';
import { mailJobKind, type MailRetry } from '../mail/mail-job.js';
import { smtpSender } from '../mail/mail-transport.js';
import { connectRedis, disconnectRedis } from '../redis/redis-connection.js';
import { retentionJobKind } from '../retention/retention-job.js';
import { createWindowCounter } from '../redis/create-window-counter.js';
import { entities } from './entities.js';
import {
  apiRoutes,
  httpRoutes,
  jobKinds,
  mailComposers,
  personalDataSources,
  privateFiles,
  publicReads,
  retentionRules,
  seeds,
  shimRoutes,
} from './feature-parts.js';
import { buildSiteSchema } from './schema.js';

/** The Redis pub/sub channel of the live events (GraphQL subscriptions), apart from the cache's. */
const LIVE_EVENTS_CHANNEL = 'site:live-events';

export interface Server {
  app: FastifyInstance;
  db: Database;
  /** The shared Redis, when REDIS_URL is set. */
  redis: Redis | undefined;
  /** Set on the first start without ADMIN_PASSWORD. */
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Keep the embedded database in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
  /** Start the embedded database from this migrated dump rather than an empty one (tests). */
  embeddedTemplate?: string;
  /** A cheaper password hash than PASSWORD_COST, for tests: what they check does not depend on it. */
  passwordCost?: PasswordCost;
  /** Shorter polls and retries, and a fake clock, for tests. */
  jobs?: { pollMs?: number; clock?: () => Date; mailRetry?: Partial<MailRetry>; maxFeatureRetryMs?: number };
}

/**
 * The composition root: opens the database (and Redis, when configured) with every feature's tables,
 * seeds the admin and the features' data, and builds the HTTP app with their schema, shim rows and
 * routes, ready to listen.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const logger = pino({ level: config.logLevel });
  const db = await openDatabase({
    entities,
    url: config.databaseUrl,
    embeddedDir: options.inMemory ? undefined : embeddedDatabaseDir(config.dataDir),
    embeddedTemplate: options.embeddedTemplate,
    log: (message) => logger.info(message),
  });
  let redis: Redis | undefined;
  let invalidation: InvalidationBus | undefined;
  let liveChannel: InvalidationBus | undefined;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
    const counter = createWindowCounter(redis);
    const secret = await resolveTokenSecret(config.tokenSecret, db, config.dataDir);
    const access = createAccess(db.orm, createTokenSigner(secret));
    const links = createOneTimeLinks(secret);
    const passwords = createPasswords(options.passwordCost);
    const seeded = await seedAdmin(db.orm.em.fork(), { access, passwords }, config.adminId, config.adminPassword);
    for (const seed of seeds) await seed(db.orm.em.fork());
    invalidation = await createInvalidationBus(config.redisUrl, logger);
    liveChannel = await createInvalidationBus(config.redisUrl, logger, LIVE_EVENTS_CHANNEL);
    const liveEvents = new LiveEvents(liveChannel);
    attachLiveEvents(db.orm.em, liveEvents);
    const disk = new DiskFileStore(config.uploadsDir);
    const services = {
      config,
      access,
      links,
      passwords,
      loginThrottle: new LoginThrottle(counter),
      resetThrottle: new PasswordResetThrottle(counter),
      files: fileStoreOn(db, disk),
      invalidation,
      liveEvents,
      personalData: personalDataSources,
      mailFeatures: new Map(mailComposers.map((composer) => [composer.table, composer.feature])),
    };
    const app = await buildApp({
      config,
      db,
      services,
      logger,
      counter,
      redis,
      features: { schema: await buildSiteSchema(), shimRoutes, publicReads, httpRoutes, apiRoutes, privateFiles },
    });
    // Without SMTP_URL no gateway takes mail jobs: they wait, and go out once e-mail is configured.
    const mail = config.smtpUrl
      ? [
          mailJobKind({
            send: smtpSender(config.smtpUrl, config.mailFrom),
            composers: mailComposers,
            settings: { notifyTo: config.notifyTo, publicUrl: config.publicUrl, linkToken: links.tokenOf },
            retry: options.jobs?.mailRetry,
          }),
        ]
      : [];
    const jobRunner = new JobRunner({
      orm: db.orm,
      kinds: [...mail, retentionJobKind(retentionRules, services), ...jobKinds.map((make) => shortenRetries(make(services), options.jobs?.maxFeatureRetryMs))],
      log: logger,
      pollMs: options.jobs?.pollMs,
      clock: options.jobs?.clock,
    });
    jobRunner.start();
    const snapshot = db.snapshot;
    const backups = snapshot
      ? await serveSnapshots(config.dataDir, { snapshot, holdRemovals: () => disk.holdRemovals() }, (error) => logger.error({ err: error }, 'backup failed'))
      : undefined;
    return {
      app,
      db,
      redis,
      generatedAdminPassword: seeded.generatedPassword,
      async close() {
        await jobRunner.stop();
        await backups?.close();
        await app.close();
        await services.invalidation.close();
        await liveChannel?.close();
        if (redis) await disconnectRedis(redis);
        await db.close();
      },
    };
  } catch (error) {
    await invalidation?.close();
    await liveChannel?.close();
    if (redis) await disconnectRedis(redis);
    await db.close();
    throw error;
  }
}

/** A kind whose waits between tries are at most `maxMs` (tests), its schedule otherwise unchanged. */
function shortenRetries<P>(kind: JobKind<P>, maxMs: number | undefined): JobKind<P> {
  if (maxMs === undefined) return kind;
  return { ...kind, retry: { ...kind.retry, delayMs: (failed) => Math.min(kind.retry.delayMs(failed), maxMs) } };
}
