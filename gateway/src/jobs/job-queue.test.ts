import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { Job } from './job.entity.js';
import { defineJobKind, delaySteps, exponentialBackoff, type JobKind, type JobRun } from './job-kind.js';
import { claimJobs, enqueueJob, requeueJob } from './job-queue.js';
import { JobRunner } from './job-runner.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await sleep(25);
  }
  throw new Error('timed out waiting for the job queue');
}

const jobOf = (id: number) => t.server.db.orm.em.fork().findOneOrFail(Job, { id });
const untilStatus = (id: number, status: Job['status']) =>
  until(
    () => jobOf(id),
    (job) => job.status === status,
  );
const jobsOf = (kind: string) => t.server.db.orm.em.fork().find(Job, { kind }, { orderBy: { id: 'asc' } });

/** A kind whose handler fails `failures` times, then succeeds; it records every try it saw. */
function flakyKind(name: string, failures: number, retry: JobKind['retry'] = { delayMs: () => 20, maxAttempts: 5 }) {
  const tries: { id: number; attempt: number }[] = [];
  const kind = defineJobKind<{ n: number }>({
    name,
    leaseMs: 60_000,
    retry,
    async handle(run: JobRun<{ n: number }>) {
      tries.push({ id: run.id, attempt: run.attempt });
      run.result = `try ${run.attempt}`;
      if (tries.length <= failures) throw new Error(`refused ${tries.length}`);
      return 'done';
    },
  });
  return { kind, tries };
}

async function withRunner<T>(kinds: readonly JobKind<never>[], body: () => Promise<T>, clock?: () => Date): Promise<T> {
  const runner = new JobRunner({ orm: t.server.db.orm, kinds, log, pollMs: 10, clock });
  runner.start();
  try {
    return await body();
  } finally {
    await runner.stop();
  }
}

describe('enqueueing', () => {
  it('stores a job with the change that causes it, and none when that change is rolled back', async () => {
    const em = t.server.db.orm.em.fork();
    await em.transactional(async (tem) => {
      await enqueueJob(tem, 'tx-test', { n: 1 });
    });
    await expect(
      em.transactional(async (tem) => {
        await enqueueJob(tem, 'tx-test', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await jobsOf('tx-test')).map((job) => job.payload)).toEqual([{ n: 1 }]);
  });

  it('enqueues a key once per kind', async () => {
    const em = t.server.db.orm.em.fork();
    const first = await enqueueJob(em, 'key-test', { n: 1 }, { key: 'same' });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(em, 'key-test', { n: 2 }, { key: 'same' })).toBeNull();
    expect(await enqueueJob(em, 'key-test-other', { n: 3 }, { key: 'same' })).toEqual(expect.any(Number));
    expect(await jobsOf('key-test')).toHaveLength(1);
  });
});

describe('running', () => {
  it('retries a failing job on its schedule under one id, showing the retry, then marks it done', async () => {
    const { kind, tries } = flakyKind('flaky', 2, { delayMs: () => 300, maxAttempts: 5 });
    const id = (await enqueueJob(t.server.db.orm.em.fork(), kind.name, { n: 1 }))!;
    await withRunner([kind], async () => {
      const retrying = await untilStatus(id, 'retrying');
      expect(retrying).toMatchObject({ attempts: 1, lastError: 'refused 1', result: 'try 1' });
      expect(retrying.runAt.getTime()).toBeGreaterThan(Date.now());
      const done = await untilStatus(id, 'done');
      expect(done).toMatchObject({ attempts: 3, lastError: null, result: 'try 3', doneAt: expect.any(Date) });
    });
    expect(tries).toEqual([1, 2, 3].map((attempt) => ({ id, attempt })));
  });

  it('gives up after the maximum attempts, and an admin can requeue it for a fresh round', async () => {
    const { kind, tries } = flakyKind('hopeless', 3, { delayMs: () => 10, maxAttempts: 2 });
    const id = (await enqueueJob(t.server.db.orm.em.fork(), kind.name, {}))!;
    await withRunner([kind], async () => {
      expect(await untilStatus(id, 'failed')).toMatchObject({ attempts: 2, lastError: 'refused 2' });
      await sleep(100);
      expect(tries).toHaveLength(2);
      expect(await requeueJob(t.server.db.orm.em.fork(), id)).toBe(true);
      expect(await untilStatus(id, 'done')).toMatchObject({ attempts: 2, result: 'try 2', lastError: null });
      expect(tries.map((run) => run.attempt)).toEqual([1, 2, 1, 2]);
    });
  });

  it('gives up when the next try would start past the maximum age', async () => {
    // A quick first retry stays well inside the age; the second one's long delay would end past it.
    const { kind, tries } = flakyKind('old', 10, { delayMs: (failed) => (failed === 1 ? 10 : 120_000), maxAgeMs: 60_000 });
    const id = (await enqueueJob(t.server.db.orm.em.fork(), kind.name, {}))!;
    await withRunner([kind], async () => {
      expect(await untilStatus(id, 'failed')).toMatchObject({ attempts: 2 });
    });
    expect(tries).toHaveLength(2);
  });

  it('takes again a job whose worker died holding it, once its lease is over', async () => {
    const { kind, tries } = flakyKind('orphan', 0);
    const id = (await enqueueJob(t.server.db.orm.em.fork(), kind.name, {}))!;
    // A gateway takes the job with a short lease and dies before finishing it.
    expect(await claimJobs(t.server.db.orm.em.fork(), kind.name, 300, 10)).toMatchObject([{ id, attempts: 1 }]);
    await withRunner([kind], async () => {
      await sleep(150);
      expect(await jobOf(id)).toMatchObject({ status: 'running' });
      expect(tries).toEqual([]);
      expect(await untilStatus(id, 'done')).toMatchObject({ attempts: 2 });
    });
    expect(tries).toEqual([{ id, attempt: 2 }]);
  });

  it('runs each job once when several workers share the queue', async () => {
    const seen: number[] = [];
    const kind = defineJobKind<{ n: number }>({
      name: 'shared',
      leaseMs: 60_000,
      retry: { delayMs: () => 10, maxAttempts: 1 },
      async handle(run) {
        seen.push(run.payload.n);
        await sleep(2);
        return 'done';
      },
    });
    const em = t.server.db.orm.em.fork();
    for (let n = 0; n < 40; n++) await enqueueJob(em, kind.name, { n });
    await withRunner([kind], () =>
      withRunner([kind], () =>
        until(
          () => jobsOf(kind.name),
          (jobs) => jobs.every((job) => job.status === 'done'),
        ),
      ),
    );
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
  });
});

describe('recurring kinds', () => {
  it('enqueue one job per period whichever gateways run, and another in the next period', async () => {
    let runs = 0;
    const kind = defineJobKind<Record<string, never>>({
      name: 'daily-test',
      leaseMs: 60_000,
      every: { periodMs: 86_400_000 },
      retry: { delayMs: () => 10, maxAttempts: 1 },
      async handle() {
        runs++;
        return 'done';
      },
    });
    let now = new Date('2026-11-25T10:00:00Z');
    const clock = () => now;
    await withRunner(
      [kind],
      () =>
        withRunner(
          [kind],
          () =>
            until(
              () => jobsOf(kind.name),
              (jobs) => jobs[0]?.status === 'done',
            ),
          clock,
        ),
      clock,
    );
    await withRunner([kind], () => sleep(100), clock);
    expect(await jobsOf(kind.name)).toMatchObject([{ key: '2026-11-25T00:00:00.000Z', status: 'done' }]);
    expect(runs).toBe(1);

    now = new Date('2026-11-26T00:00:01Z');
    await withRunner(
      [kind],
      () =>
        until(
          () => jobsOf(kind.name),
          (jobs) => jobs[1]?.status === 'done',
        ),
      clock,
    );
    expect((await jobsOf(kind.name)).map((job) => job.key)).toEqual(['2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z']);
    expect(runs).toBe(2);
  });
});

describe('retry schedules', () => {
  it('double from the first delay up to a ceiling', () => {
    const delay = exponentialBackoff(30_000, 3_600_000);
    expect([1, 2, 3, 8, 9].map(delay)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it('follow a list of steps, repeating the last (e.g. three quick tries, then hours, for a day)', () => {
    const delay = delaySteps([5_000, 25_000, 60_000, 3_600_000, 5 * 3_600_000, 10 * 3_600_000]);
    expect([1, 2, 3].reduce((sum, n) => sum + delay(n), 0)).toBeLessThanOrEqual(90_000);
    expect([4, 5, 6, 7, 8].map(delay)).toEqual([3_600_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000]);
  });
});
