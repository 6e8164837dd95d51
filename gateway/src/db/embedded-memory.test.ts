import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway } from '../test/gateway-process.js';

// What a gateway run from its sources through tsx holds after a first start on the embedded
// database: about 380 MB on this machine (the built one operators run, about 330 MB; decision 037).
// tsx's compiler and the sources' maps add some 50 MB, and a busy machine a little garbage not yet
// collected: the bound leaves 70 MB for that. PostgreSQL's default 128 MB of shared buffers, or the
// memory initdb takes kept by the gateway (some 450 MB), would each go past it.
const RESIDENT_AFTER_START_MB = 450;

describe.skipIf(process.env.DATABASE_URL)('a gateway on the embedded database', () => {
  let gateway: GatewayProcess;
  beforeAll(async () => {
    gateway = await startGateway({});
  }, 120_000);
  afterAll(async () => {
    await gateway?.kill();
  });

  it(`holds at most ${RESIDENT_AFTER_START_MB} MB resident after a first start`, async () => {
    const status = await readFile(`/proc/${gateway.pid}/status`, 'utf8');
    const megabytes = (name: string) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024);
    expect(megabytes('VmRSS'), `${megabytes('VmRSS')} MB resident, ${megabytes('VmHWM')} MB at the peak`).toBeLessThan(RESIDENT_AFTER_START_MB);
  });
});
