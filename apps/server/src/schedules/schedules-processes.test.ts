import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../accounts/auth.test-kit.js';
import { callShop, newHttpGuest } from '../ops/http-shopper.test-kit.js';
import { ADMIN, startTwoProcesses, type TwoProcesses } from '../ops/two-processes.test-kit.js';

const SUBSCRIBERS = 30;

// Like ops/two-processes.test.ts: the test command and with-postgres.mjs set both servers' URLs.
describe.runIf(process.env.CI || (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL))(
  'a scheduled notify with two server processes running',
  () => {
    let two: TwoProcesses;
    beforeAll(async () => {
      // Both loops look for due jobs every 100 ms: they tick together many times around the run.
      two = await startTwoProcesses({ SCHEDULE_POLL_MS: '100' });
    }, 120_000);
    afterAll(() => two?.close());

    it('sends its mails once: one outbox row per subscriber, the job run once', async () => {
      for (let i = 0; i < SUBSCRIBERS; i += 1)
        await two.sql`INSERT INTO documents (id_app, collection, id, data)
          SELECT id_app, 'ecomsubscribe', lpad(to_hex(${i + 1}::int), 24, 'e'),
            jsonb_build_object('email', ${`nguoi${i}@example.vn`}::text)
          FROM documents WHERE collection = 'dmvt' LIMIT 1`;
      const login = await fetch(`${two.pick(0)}/auth/local`, {
        headers: { authorization: basic(ADMIN.email, ADMIN.password) },
      });
      expect(login.status).toBe(200);
      const owner = { ...newHttpGuest(), token: String(((await login.json()) as { token: string }).token) };
      const runAt = new Date(Date.now() + 2_000);
      const created = await callShop<{ schedule: { _id: string } }>(
        two.pick(1),
        owner,
        'POST',
        '/api/schedule/add/notify',
        {
          audience: 'subscribers',
          subject: 'Hai tiến trình đang chạy',
          message: 'Mỗi người một thư.',
          when: { mode: 'once', run_at: runAt.toISOString() },
        },
      );
      expect(created.status).toBe(200);
      const scheduleId = created.body.schedule._id;

      const statusOf = async () =>
        (await two.sql`SELECT status, attempts FROM jobs WHERE schedule_id = ${scheduleId}`)[0];
      const deadline = Date.now() + 20_000;
      while ((await statusOf())?.status !== 'done' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      // A few more rounds of both loops: nothing more is written.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await statusOf()).toMatchObject({ status: 'done', attempts: 1 });
      const mails = await two.sql`SELECT recipient FROM outbox
        WHERE kind = 'notify' AND subject = 'Hai tiến trình đang chạy'`;
      expect(mails).toHaveLength(SUBSCRIBERS);
      expect(new Set(mails.map((row) => row.recipient)).size).toBe(SUBSCRIBERS);
      const [finished] = await two.sql`SELECT finished_at FROM jobs WHERE schedule_id = ${scheduleId}`;
      // Not before its planned moment (how soon after it is the bench's business, not a test's).
      expect(new Date(finished?.finished_at).getTime()).toBeGreaterThanOrEqual(runAt.getTime());
    }, 60_000);
  },
);
