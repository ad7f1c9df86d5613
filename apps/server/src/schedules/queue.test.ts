import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop, bothBackends } from '../testing.js';
import { createJobQueue, type JobHandler, planJob } from './queue.js';

const KIND = 'queue-test-prepare';

/** A promise and the function that settles it: the test decides when `prepare` ends. */
function gate<T>() {
  let open: (value: T) => void = () => {};
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.each(bothBackends())('the job queue’s prepare step (%s)', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(backend);
    await shop.app.ready();
    await shop.app.schedules.stop();
  }, 60_000);
  afterAll(() => shop?.close());

  const jobOf = async (kind: string) =>
    (
      await shop.db.query<{ status: string; attempts: number; result: unknown; error: string | null }>(
        'SELECT status, attempts, result, error FROM jobs WHERE kind = $1',
        [kind],
      )
    )[0];

  /** A queue of one handler, and one job of its kind due now. */
  const planOne = async (kind: string, handler: JobHandler) => {
    const queue = createJobQueue(shop.db, {
      handlers: { [kind]: handler },
      log: shop.app.log,
      pollMs: 60_000,
      retryMs: 1000,
    });
    const now = new Date();
    await planJob(shop.db, { idApp: shop.env.ID_APP, scheduleId: null, kind, runAt: now, maxAttempts: 3 });
    return { queue, now };
  };

  it('runs prepare outside the transaction: the database answers others meanwhile, and the run gets its value', async () => {
    const entered = gate<void>();
    const release = gate<string>();
    const handler: JobHandler = Object.assign(
      async (tx: Parameters<JobHandler>[0], _job: unknown, _now: Date, prepared?: unknown) => {
        const [row] = await tx.query<{ one: number }>('SELECT 1 AS one');
        return { status: 'done' as const, result: { prepared, one: row?.one } };
      },
      {
        prepare: async () => {
          entered.open();
          return release.opened;
        },
      },
    );
    const { queue, now } = await planOne(KIND, handler);
    const running = queue.runDue(new Date(now.getTime() + 1));
    await entered.opened;
    // While prepare waits, a transaction of someone else's goes through (on PGlite's one
    // connection it would wait for the job's transaction if prepare ran inside it).
    const other = await shop.db.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two'));
    expect(other[0]?.two).toBe(2);
    expect((await jobOf(KIND))?.status).toBe('running');
    release.open('read before the transaction');
    expect(await running).toBe(1);
    expect(await jobOf(KIND)).toMatchObject({
      status: 'done',
      attempts: 1,
      result: { prepared: 'read before the transaction', one: 1 },
    });
  });

  it('counts a failing prepare as the run’s failure: no run, a retry planned with its error', async () => {
    let runs = 0;
    const handler: JobHandler = Object.assign(
      async () => {
        runs += 1;
        return { status: 'done' as const, result: {} };
      },
      {
        prepare: async () => {
          throw new Error('carrier down');
        },
      },
    );
    const kind = `${KIND}-fails`;
    const { queue, now } = await planOne(kind, handler);
    expect(await queue.runDue(new Date(now.getTime() + 1))).toBe(1);
    expect(runs).toBe(0);
    expect(await jobOf(kind)).toMatchObject({ status: 'pending', attempts: 1, error: 'carrier down' });
  });
});
