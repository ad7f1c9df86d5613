import { randomBytes } from 'node:crypto';
import { type BrowserContext, expect, test } from '@playwright/test';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import postgres from 'postgres';
import { type SpawnedServer, spawnServer } from '../../server/src/ops/spawned-server.test-kit.js';
import { logInToConsole } from './support/console';
import { notifyMails, openSchedules, scheduleCustomerMail } from './support/schedules';

/**
 * Issue 14: "a scheduled notify sends its mail once with two server processes running". Its own
 * Playwright project ("processes", playwright.config.ts): two `dist/main.js` on one fresh
 * PostgreSQL database, both queue loops polling every 100 ms. The test command (and
 * tooling/scripts/with-postgres.mjs) gives TEST_DATABASE_URL; without it this file starts a
 * throw-away cluster of its own (tooling/scripts/pg-cluster.mjs), never skips.
 */

const CUSTOMER = 'khachhang@example.com';

interface Cluster {
  url: string;
  stop(): void;
}

/** The throw-away cluster of the test command (plain JavaScript: typed here). */
async function startCluster(): Promise<Cluster> {
  const script = new URL('../../../tooling/scripts/pg-cluster.mjs', import.meta.url).href;
  const { startPostgresCluster } = (await import(script)) as { startPostgresCluster(): Promise<Cluster> };
  return startPostgresCluster();
}

test.describe('a scheduled notify with two server processes running', () => {
  test.describe.configure({ timeout: 240_000 });

  let cluster: Cluster | undefined;
  let admin: postgres.Sql | undefined;
  let sql: postgres.Sql | undefined;
  let database = '';
  const servers: SpawnedServer[] = [];
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    let adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      cluster = await startCluster();
      adminUrl = cluster.url;
    }
    database = `shop_schedules_${randomBytes(6).toString('hex')}`;
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const env = {
      DATABASE_URL: url.toString(),
      // Development mode: the demo owner and customer; the outbox page to read the mail back.
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      // Both loops look for due jobs every 100 ms: they tick together many times around the run.
      SCHEDULE_POLL_MS: '100',
      // As the scale-out setup runs (decision 015) when the test command gives a Redis.
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    // One after the other: the first migrates and seeds, the second finds the data ready.
    servers.push(await spawnServer(env));
    servers.push(await spawnServer(env));
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await sql?.end();
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
    cluster?.stop();
    expect(codes, servers.map((server) => server.output().slice(-2_000)).join('\n---\n')).toEqual(
      servers.map(() => 0),
    );
  });

  test('the owner schedules it in process A: one mail, one run, and process B shows its last run', async ({
    browser,
  }) => {
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    const db = sql as postgres.Sql;
    const open = async (baseURL: string) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      return context.newPage();
    };

    const pageA = await open(a.url);
    await logInToConsole(pageA, DEMO_OWNER);
    const subject = `Hai tiến trình ${Date.now()}`;
    await scheduleCustomerMail(await openSchedules(pageA), {
      customer: CUSTOMER,
      subject,
      message: 'Một thư, dù hai máy chủ cùng chạy.',
      atMs: 5_000,
    });

    const jobOf = async () =>
      (
        await db`SELECT j.status, j.attempts FROM jobs j JOIN documents d ON d.id = j.schedule_id
          WHERE d.collection = 'schedule' AND d.data->>'subject' = ${subject}`
      ).map((row) => ({ status: row.status as string, attempts: Number(row.attempts) }));
    await expect
      .poll(jobOf, { timeout: 30_000, intervals: [250] })
      .toEqual([{ status: 'done', attempts: 1 }]);
    // Both loops go on polling every 100 ms: a few seconds later nothing more is written.
    await pageA.waitForTimeout(3_000);
    expect(await jobOf()).toEqual([{ status: 'done', attempts: 1 }]);
    const rows = await db`SELECT recipient, body FROM outbox WHERE kind = 'notify' AND subject = ${subject}`;
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { recipient: CUSTOMER, body: 'Một thư, dù hai máy chủ cùng chạy.' },
    ]);
    // The mail path of either process (its outbox page) shows that one mail.
    for (const server of servers) {
      const page = await open(server.url);
      expect(await notifyMails(page.request, subject)).toEqual([
        expect.objectContaining({ to: CUSTOMER, text: 'Một thư, dù hai máy chủ cùng chạy.' }),
      ]);
    }

    // Process B's console: the schedule's last run, sent once; nothing planned after it.
    const pageB = await open(b.url);
    await logInToConsole(pageB, DEMO_OWNER);
    await openSchedules(pageB);
    const row = pageB.getByTestId('schedule').filter({ hasText: subject });
    await expect(row.getByTestId('last-run')).toContainText('Đã gửi 1 thư');
    await expect(row.getByTestId('next-run')).toHaveText('—');
  });
});
