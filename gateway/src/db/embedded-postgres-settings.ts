import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's defaults size it for a server of its own; here it shares a small one with the
 * gateway, and what its WebAssembly memory once holds it never gives back. The 128 MB of shared
 * buffers alone were a quarter of the gateway's resident set (decision 037); a site's data fits in
 * a fraction of 16 MB, and a page missed there is read from the operating system's file cache.
 */
export const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB'],
];
