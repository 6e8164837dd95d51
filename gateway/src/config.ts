import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every setting the gateway reads from its environment, parsed and checked once. */
export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  adminId: string;
  /** When absent, a password is generated on the first start and printed once. */
  adminPassword: string | undefined;
  /** When absent, one is generated and kept in `dataDir`. */
  tokenSecret: string | undefined;
  /** The public origin, used in canonical links and the Secure flag of cookies. */
  publicUrl: string | undefined;
  /** The built PWA; not served when the directory does not exist. */
  webRoot: string;
  /** Files sent with submissions and the files of /downloads: DATA_DIR/uploads, outside the web root (in the database with databaseUrl). */
  uploadsDir: string;
  logLevel: string;
  /** Schema introspection and error stack traces, for development and integrators' tooling. */
  graphqlIntrospection: boolean;
  graphqlStackTraces: boolean;
  trustProxy: boolean;
  /** Where e-mail is sent through; when absent no e-mail is sent. */
  smtpUrl: string | undefined;
  /** The team's addresses for news of every submission. */
  notifyTo: string[];
  /** The From of every e-mail. */
  mailFrom: string;
  /** Requests per minute per address on /graphql, /api and /files. */
  rateLimitPerMinute: number;
  /** Public writes (mutations, REST posts) per minute per address: tighter, counted apart from reads. */
  publicWritesPerMinute: number;
  /** Requests per minute per API key, over every gateway when Redis is configured; besides the per-address limit. */
  apiKeyRateLimitPerMinute: number;
  /** Shares rate limits, the login throttle and cache invalidation between gateways; absent: per process. */
  redisUrl: string | undefined;
  /** Other origins allowed to call /api and /graphql with credentials; empty: same origin only. */
  corsOrigins: string[];
  /** Serves /metrics to whoever sends it as a bearer token; absent: no /metrics at all. */
  metricsToken: string | undefined;
  /** How often an open live-events socket's credential is looked up again; it closes once the session or key has ended or its permissions changed. */
  liveRecheckSeconds: number;
  /** Lets webhook endpoints be on loopback and private addresses (tests, or a receiver inside the operator's own network). */
  webhookAllowPrivate: boolean;
  /** Days personal data is kept before the daily clean-up deletes it (see retention/). */
  retention: RetentionDays;
}

export interface RetentionDays {
  /** Training registrations with their ID card images, counted from the session's day. */
  idCardDays: number;
  /** Job applications not accepted for roles that are closed, with their resumes, counted from receipt. */
  resumeDays: number;
  /** Enquiries and contact messages, counted from receipt. */
  enquiryDays: number;
  /** Completed support tickets, with their attachments, counted from receipt. */
  ticketDays: number;
  /** The names, e-mails and phone numbers in feedback forms (the answers stay), counted from receipt. */
  feedbackDays: number;
  /** Background jobs other than e-mails (a clean-up's run, a webhook delivery), counted from when they finished. */
  jobDays: number;
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(repoRoot, env.DATA_DIR || '.data');
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    adminId: env.ADMIN_ID || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenSecret: parseSecret('TOKEN_SECRET', env.TOKEN_SECRET),
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL),
    webRoot: resolve(repoRoot, env.WEB_ROOT || 'pwa/dist'),
    uploadsDir: resolve(dataDir, 'uploads'),
    logLevel: env.LOG_LEVEL || 'info',
    graphqlIntrospection: parseBoolean('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION, true),
    graphqlStackTraces: parseBoolean('GRAPHQL_STACK_TRACES', env.GRAPHQL_STACK_TRACES, false),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    notifyTo: parseAddressList(env.NOTIFY_TO),
    mailFrom: env.MAIL_FROM || `SVR Robotics <no-reply@${env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost'}>`,
    rateLimitPerMinute: parseCount('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
    publicWritesPerMinute: parseCount('PUBLIC_WRITES_PER_MINUTE', env.PUBLIC_WRITES_PER_MINUTE, 30),
    apiKeyRateLimitPerMinute: parseCount('API_KEY_RATE_LIMIT_PER_MINUTE', env.API_KEY_RATE_LIMIT_PER_MINUTE, 300),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    metricsToken: parseSecret('METRICS_TOKEN', env.METRICS_TOKEN),
    liveRecheckSeconds: parseCount('LIVE_RECHECK_SECONDS', env.LIVE_RECHECK_SECONDS, 30),
    webhookAllowPrivate: parseBoolean('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE, false),
    retention: {
      idCardDays: parseCount('RETENTION_ID_CARD_DAYS', env.RETENTION_ID_CARD_DAYS, 90),
      resumeDays: parseCount('RETENTION_RESUME_DAYS', env.RETENTION_RESUME_DAYS, 180),
      enquiryDays: parseCount('RETENTION_ENQUIRY_DAYS', env.RETENTION_ENQUIRY_DAYS, 730),
      ticketDays: parseCount('RETENTION_TICKET_DAYS', env.RETENTION_TICKET_DAYS, 730),
      feedbackDays: parseCount('RETENTION_FEEDBACK_DAYS', env.RETENTION_FEEDBACK_DAYS, 365),
      jobDays: parseCount('RETENTION_JOB_DAYS', env.RETENTION_JOB_DAYS, 90),
    },
  };
}

function parsePort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${value}".`);
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}".`);
}

function parseUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, not "${value}".`);
  }
}

function parseSecret(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError(`${name} must be at least 32 characters long.`);
  return value;
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^/]/i.test(value)) throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465.');
  return value;
}

function parseAddressList(value: string | undefined): string[] {
  const addresses = (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => !/^[^\s@<>,]+@[^\s@<>,]+$/.test(address));
  if (wrong) throw new ConfigError(`NOTIFY_TO must be e-mail addresses separated by commas; "${wrong}" is not one.`);
  return addresses;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`${name} must be a whole number above 0, not "${value}".`);
  return count;
}

function parseRedisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rediss?:\/\//.test(value)) throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, not "${value}".`);
  return value;
}

/** A comma- or space-separated list of origins; each must be exactly an origin, so a typo cannot widen it. */
function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = parseUrl('CORS_ORIGINS', entry)!;
      if (origin !== entry.replace(/\/$/, '')) throw new ConfigError(`CORS_ORIGINS lists origins (scheme, host, port), not "${entry}".`);
      return origin;
    });
}
