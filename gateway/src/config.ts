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
  /** Files offered on /downloads, served under /files/downloads/. */
  downloadsDir: string;
  /** Files sent with submissions: DATA_DIR/uploads, outside the web root. */
  uploadsDir: string;
  logLevel: string;
  /** Schema introspection and error stack traces, for development and integrators' tooling. */
  graphqlIntrospection: boolean;
  graphqlStackTraces: boolean;
  trustProxy: boolean;
  /** Requests per minute per client address on /graphql and /api. */
  rateLimitPerMinute: number;
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
    tokenSecret: parseSecret(env.TOKEN_SECRET),
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL),
    webRoot: resolve(repoRoot, env.WEB_ROOT || 'pwa/dist'),
    downloadsDir: resolve(repoRoot, env.DOWNLOADS_DIR || resolve(dataDir, 'downloads')),
    uploadsDir: resolve(dataDir, 'uploads'),
    logLevel: env.LOG_LEVEL || 'info',
    graphqlIntrospection: parseBoolean('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION, true),
    graphqlStackTraces: parseBoolean('GRAPHQL_STACK_TRACES', env.GRAPHQL_STACK_TRACES, false),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    rateLimitPerMinute: parsePositiveInteger('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
  };
}

function parsePort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${value}".`);
  return port;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new ConfigError(`${name} must be a whole number above 0, not "${value}".`);
  return number;
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

function parseSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters long.');
  return value;
}
