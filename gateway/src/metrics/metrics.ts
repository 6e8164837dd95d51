import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every figure the gateway reports on /metrics, defined once so that features import their
 * counters from here. The figures are this process's own: each gateway keeps its counts in
 * memory and Prometheus adds them up across gateways, so no gateway shares state for them.
 * Labels take only a few values each (route patterns, known operation names, kinds), never
 * anything a visitor types, so the number of series stays small.
 */
export const registry = new Registry();

// Process memory, CPU, handles and event-loop lag.
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'site_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpRequestSeconds = new Histogram({
  name: 'site_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const graphqlOperations = new Counter({
  name: 'site_graphql_operations_total',
  help: 'GraphQL operations run, by operation name ("other" for documents the site does not send) and outcome.',
  labelNames: ['operation', 'outcome'] as const,
  registers: [registry],
});

export const submissionsStored = new Counter({
  name: 'site_submissions_stored_total',
  help: 'Public submissions stored, by kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const submissionReplays = new Counter({
  name: 'site_submission_replays_total',
  help: 'Submissions sent again with a stored submissionId (outbox retries, double clicks), answered with the first receipt, by kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'site_rate_limit_refusals_total',
  help: 'Requests refused as too many, by limit (requests: the general one; writes: public writes; api-key: per API key; login: the login throttle).',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const loginFailures = new Counter({
  name: 'site_login_failures_total',
  help: 'Failed admin logins (wrong id or password).',
  registers: [registry],
});

export const publicReadCache = new Counter({
  name: 'site_public_read_cache_total',
  help: 'Public reads answered from the cache (hit) or run (miss).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const mailJobs = new Gauge({
  name: 'site_mail_jobs',
  help: 'E-mails in the queue by status (pending: not sent yet; failed: given up), read from the database when scraped.',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const jobs = new Gauge({
  name: 'site_jobs',
  help: 'Background jobs by kind and status (pending: queued, running or retrying; failed: given up), read from the database when scraped.',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
});

export const databasePool = new Gauge({
  name: 'site_database_pool_connections',
  help: "This gateway's database connections by state (used, free) and requests waiting for one (pending).",
  labelNames: ['state'] as const,
  registers: [registry],
});
