import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScheduleAddReply, ScheduleDetail, SchedulesReply, ScheduleTargets } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../accounts/seed-accounts.js';
import { insertDocument } from '../db/documents.js';
import { type ConsoleKit, sessionOf, startConsoleKit } from '../console/console.test-kit.js';
import { callerOf, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { bothBackends, neutralOn, startTestShop, type TestShop, testBackends } from '../testing.js';
import { exportApp, restoreApp } from '../admin/app-archive.js';
import { claimDueJobs, DEFAULT_LEASE_MS } from './queue.js';
import { listSchedules } from './schedules.js';

const MINUTE = 60_000;
const inMs = (ms: number) => new Date(Date.now() + ms);
const once = (at: Date) => ({ mode: 'once', run_at: at.toISOString() });

async function productId(shop: TestShop, maVt: string): Promise<string> {
  const [row] = await shop.db.query<{ id: string }>(
    `SELECT id FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
    [shop.env.ID_APP, maVt],
  );
  if (!row) throw new Error(`no product ${maVt}`);
  return row.id;
}

const notifyMails = (shop: TestShop, subject: string) =>
  shop.db.query<{ recipient: string }>(
    `SELECT recipient FROM outbox WHERE kind = 'notify' AND subject = $1 ORDER BY recipient`,
    [subject],
  );

const jobsOf = (shop: TestShop, scheduleId: string) =>
  shop.db.query<{ status: string; attempts: number; run_at: Date }>(
    'SELECT status, attempts, run_at FROM jobs WHERE schedule_id = $1 ORDER BY run_at',
    [scheduleId],
  );

/** A notice to the demo customer alone. */
const toDemoCustomer = (subject: string, message: string) => ({
  audience: 'customer',
  email: DEMO_CUSTOMER.email,
  subject,
  message,
});

/** The shop's owner adds a notice schedule (POST api/schedule/add/notify), run once at `at`. */
async function ownerAddsNotice(shop: TestShop, at: Date, notice: Record<string, unknown>) {
  const call = callerOf(shop.app, `/api/${shop.env.ID_APP}`, shop.env.PUBLIC_TOKEN);
  const owner = { ...newGuest(), token: await sessionOf(shop, DEMO_OWNER.email) };
  return call<ScheduleAddReply>(owner, 'POST', '/api/schedule/add/notify', { ...notice, when: once(at) });
}

describe.each(bothBackends())('schedules on the job queue (%s)', (backend) => {
  let kit: ConsoleKit;
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    await kit.shop.app.ready();
    // Each test runs the rounds itself, at the times it chooses.
    await kit.shop.app.schedules.stop();
  }, 60_000);
  afterAll(() => kit?.shop.close());

  const add = (type: string, body: object, who: 'owner' | 'staff' = 'owner') =>
    kit.call<ScheduleAddReply & { error?: string; message: string }>(
      kit.callers[who],
      'POST',
      `/api/schedule/add/${type}`,
      body,
    );

  if (neutralOn(backend)) {
    it('runs a due job once: unpublish hides the product from the shop, as a version by its author', async () => {
      const id = await productId(kit.shop, 'TRA-002');
      const at = inMs(MINUTE);
      const created = await add('unpublish', { collection: 'dmvt', target_id: id, when: once(at) }, 'staff');
      expect(created.status).toBe(200);
      expect(created.body.message).toBe('Đã tạo lịch');
      expect(created.body.schedule).toMatchObject({ type: 'unpublish', target_name: expect.any(String) });
      expect(created.body.schedule.next_run_at).toBe(at.toISOString());

      // Not yet due.
      expect(await kit.shop.app.schedules.runDue(new Date())).toBe(0);
      const shown = await kit.call<unknown[]>(
        newGuest(),
        'GET',
        `dmvt?q=${encodeURIComponent('{"ma_vt":"TRA-002"}')}`,
      );
      expect(shown.body).toHaveLength(1);

      const later = new Date(at.getTime() + 1000);
      expect(await kit.shop.app.schedules.runDue(later)).toBe(1);
      expect(await kit.shop.app.schedules.runDue(later)).toBe(0);
      const hidden = await kit.call<unknown[]>(
        newGuest(),
        'GET',
        `dmvt?q=${encodeURIComponent('{"ma_vt":"TRA-002"}')}`,
      );
      expect(hidden.body).toEqual([]);
      expect((await kit.call(newGuest(), 'GET', `dmvt/${id}`)).status).toBe(404);
      const [version] = await kit.shop.db.query<{ changed_by: string; data: { online: boolean } }>(
        `SELECT changed_by, data FROM document_versions WHERE collection = 'dmvt' AND id = $1
         ORDER BY version DESC LIMIT 1`,
        [id],
      );
      expect(version).toMatchObject({ changed_by: 'nhanvien@example.com', data: { online: false } });

      const list = await kit.call<SchedulesReply>(kit.callers.owner, 'GET', 'console/schedules');
      const item = list.body.items.find((row) => row._id === created.body.schedule._id);
      expect(item).toMatchObject({
        next_run_at: null,
        last_run: { status: 'done', attempts: 1, result: { collection: 'dmvt', online: false } },
      });
      // The schedule's own timeline: created by the staff member.
      const timeline = await kit.call<{ entries: { by: string }[] }>(
        kit.callers.staff,
        'GET',
        `console/history/schedule/${created.body.schedule._id}`,
      );
      expect(timeline.status).toBe(200);
      expect(timeline.body.entries[0]?.by).toBe('nhanvien@example.com');
      // Publish it again for the other tests.
      const back = await add('publish', { collection: 'dmvt', target_id: id, when: once(later) });
      expect(back.status).toBe(200);
      expect(await kit.shop.app.schedules.runDue(new Date(later.getTime() + 1000))).toBe(1);
      expect((await kit.call(newGuest(), 'GET', `dmvt/${id}`)).status).toBe(200);
    });

    it('mails one customer, and every subscriber once however often they subscribed', async () => {
      for (const email of ['mot@example.vn', 'MOT@example.vn ', 'hai@example.vn'])
        await kit.call(newGuest(), 'POST', 'ecomsubscribe', { email });
      const at = inMs(MINUTE);
      const toOne = await add('notify', {
        ...toDemoCustomer('Ưu đãi riêng', 'Chào bạn, tuần này giảm 10%.'),
        when: once(at),
      });
      expect(toOne.status).toBe(200);
      const toAll = await add('notify', {
        audience: 'subscribers',
        subject: 'Trà mới về',
        message: 'Mời bạn thử trà sen.',
        when: once(at),
      });
      expect(toAll.status).toBe(200);
      const targets = await kit.call<ScheduleTargets>(kit.callers.owner, 'GET', 'console/schedule-targets');
      expect(targets.body.subscribers).toBe(2);
      expect(targets.body.customers.map((row) => row.email)).toContain(DEMO_CUSTOMER.email);

      expect(await kit.shop.app.schedules.runDue(new Date(at.getTime() + 1))).toBe(2);
      expect(await kit.shop.app.schedules.runDue(new Date(at.getTime() + 2 * MINUTE))).toBe(0);
      expect((await notifyMails(kit.shop, 'Ưu đãi riêng')).map((row) => row.recipient)).toEqual([
        DEMO_CUSTOMER.email,
      ]);
      expect((await notifyMails(kit.shop, 'Trà mới về')).map((row) => row.recipient)).toEqual([
        'hai@example.vn',
        'mot@example.vn',
      ]);
      const detail = await kit.call<ScheduleDetail>(
        kit.callers.owner,
        'GET',
        `console/schedules/${toAll.body.schedule._id}`,
      );
      expect(detail.body.runs).toMatchObject([{ status: 'done', result: { mails: 2 } }]);
    });
  }

  it('repeats every N minutes: each run once, the next planned once by both of two claims', async () => {
    const id = await productId(kit.shop, 'CPH-001');
    const start = inMs(MINUTE);
    const created = await add('publish', {
      collection: 'dmvt',
      target_id: id,
      when: { mode: 'every', every: 5, unit: 'minutes', start_at: start.toISOString() },
    });
    expect(created.status).toBe(200);
    const scheduleId = created.body.schedule._id;
    const t1 = new Date(start.getTime() + 1000);
    // Two loops tick at the same moment: one claims the run, both plan nothing twice.
    const claimed = await Promise.all([kit.shop.app.schedules.runDue(t1), kit.shop.app.schedules.runDue(t1)]);
    expect(claimed.sort()).toEqual([0, 1]);
    const runs = await jobsOf(kit.shop, scheduleId);
    expect(runs.map((row) => [row.status, new Date(row.run_at).getTime() - start.getTime()])).toEqual([
      ['done', 0],
      ['pending', 5 * MINUTE],
    ]);
    expect(await kit.shop.app.schedules.runDue(new Date(start.getTime() + 5 * MINUTE))).toBe(1);
    expect((await jobsOf(kit.shop, scheduleId)).map((row) => row.status)).toEqual([
      'done',
      'done',
      'pending',
    ]);

    // Deleting it cancels what is planned.
    const deleted = await kit.call<{ message: string }>(
      kit.callers.owner,
      'GET',
      `/api/schedule/delete/${scheduleId}`,
    );
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Đã xoá lịch' } });
    expect((await jobsOf(kit.shop, scheduleId)).map((row) => row.status)).toEqual([
      'done',
      'done',
      'cancelled',
    ]);
    expect((await kit.call(kit.callers.owner, 'GET', `console/schedules/${scheduleId}`)).status).toBe(404);
    expect((await kit.call(kit.callers.owner, 'GET', `/api/schedule/delete/${scheduleId}`)).status).toBe(404);
  });

  if (neutralOn(backend)) {
    it('edits, pauses and resumes a schedule: versions on its timeline, no run while paused, no catch-up', async () => {
      const id = await productId(kit.shop, 'CPH-002');
      const start = inMs(MINUTE);
      const every = (minutes: number, at: Date) => ({
        mode: 'every',
        every: minutes,
        unit: 'minutes',
        start_at: at.toISOString(),
      });
      const created = await add('publish', { collection: 'dmvt', target_id: id, when: every(10, start) });
      const scheduleId = created.body.schedule._id;
      const change = (
        method: 'PUT' | 'POST',
        path: string,
        body?: object,
        who: 'owner' | 'staff' = 'owner',
      ) =>
        kit.call<ScheduleAddReply & { error?: string }>(
          kit.callers[who],
          method,
          `console/schedules/${scheduleId}${path}`,
          body,
        );

      // Edit (by staff): every 5 minutes from a new start; the old planned run is cancelled.
      const start2 = inMs(2 * MINUTE);
      const edited = await change(
        'PUT',
        '',
        { type: 'publish', collection: 'dmvt', target_id: id, when: every(5, start2) },
        'staff',
      );
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe('Đã lưu lịch');
      expect(edited.body.schedule).toMatchObject({ when: { every: 5 }, next_run_at: start2.toISOString() });
      expect((await jobsOf(kit.shop, scheduleId)).map((row) => row.status)).toEqual(['cancelled', 'pending']);
      // Its job cannot change, and the form's schema still applies.
      const otherJob = await change('PUT', '', {
        type: 'unpublish',
        collection: 'dmvt',
        target_id: id,
        when: every(5, start2),
      });
      expect(otherJob).toMatchObject({ status: 400, body: { error: 'SCHEDULE_TYPE_FIXED' } });
      const bad = await change('PUT', '', {
        type: 'publish',
        collection: 'dmvt',
        target_id: id,
        when: every(0, start2),
      });
      expect(bad.status).toBe(400);
      expect(
        (
          await kit.call(
            kit.callers.owner,
            'PUT',
            'console/schedules/aaaaaaaaaaaaaaaaaaaaaaaa',
            edited.body.schedule,
          )
        ).status,
      ).toBe(404);

      // Paused: nothing is planned, and nothing runs at its time.
      const paused = await change('POST', '/pause');
      expect(paused.body).toMatchObject({
        message: 'Đã tạm dừng lịch',
        schedule: { paused: true, next_run_at: null },
      });
      expect(await kit.shop.app.schedules.runDue(new Date(start2.getTime() + 30 * MINUTE))).toBe(0);
      expect((await jobsOf(kit.shop, scheduleId)).every((row) => row.status === 'cancelled')).toBe(true);

      // Resumed an hour after its start: the next run is the next 5-minute step after now, only one.
      const resumed = await change('POST', '/resume');
      expect(resumed.body.message).toBe('Đã tiếp tục lịch');
      const next = new Date(String(resumed.body.schedule.next_run_at));
      expect(next.getTime()).toBeGreaterThan(Date.now() - 1000);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(5 * MINUTE);
      const late = new Date(start2.getTime() + 60 * MINUTE);
      // Resumed "an hour later" (the loop's clock): one run, then the next step after it, no storm.
      await kit.shop.db.query(
        `UPDATE jobs SET run_at = $2, due_at = $2 WHERE schedule_id = $1 AND status = 'pending'`,
        [scheduleId, new Date(start2.getTime() + 55 * MINUTE).toISOString()],
      );
      expect(await kit.shop.app.schedules.runDue(late)).toBe(1);
      expect(await kit.shop.app.schedules.runDue(late)).toBe(0);
      const runs = await jobsOf(kit.shop, scheduleId);
      expect(runs.filter((row) => row.status === 'done')).toHaveLength(1);
      expect(
        runs.filter((row) => row.status === 'pending').map((row) => new Date(row.run_at).getTime()),
      ).toEqual([start2.getTime() + 65 * MINUTE]);

      // Paused again: its planned run does not run at its time.
      const pausedAgain = await change('POST', '/pause');
      expect(pausedAgain.status).toBe(200);
      expect(await kit.shop.app.schedules.runDue(new Date(start2.getTime() + 70 * MINUTE))).toBe(0);

      // Each change is a version by its author on the schedule's timeline.
      const timeline = await kit.call<{
        entries: { author: string | null; changes?: { field: string }[] }[];
      }>(kit.callers.owner, 'GET', `console/history/schedule/${scheduleId}`);
      expect(timeline.status).toBe(200);
      const fields = JSON.stringify(timeline.body);
      expect(fields).toContain('paused');
      expect(fields).toContain(DEMO_OWNER.email);
      expect(fields).toContain('nhanvien@example.com');
    });

    it('goes into the app’s backup, and a restored app runs its schedules (paused ones stay paused)', async () => {
      const at = inMs(MINUTE);
      const subject = 'Sao lưu rồi khôi phục';
      const mail = await add('notify', {
        ...toDemoCustomer(subject, 'Thư của lịch đã khôi phục.'),
        when: once(at),
      });
      const repeat = await add('notify', {
        audience: 'subscribers',
        subject: 'Lịch lặp tạm dừng',
        message: 'Không chạy.',
        when: { mode: 'every', every: 1, unit: 'days', start_at: at.toISOString() },
      });
      expect(
        (await kit.call(kit.callers.owner, 'POST', `console/schedules/${repeat.body.schedule._id}/pause`))
          .status,
      ).toBe(200);
      const archive = await exportApp(kit.shop.db, kit.shop.env.ID_APP, new Date());
      const mine = (await listSchedules(kit.shop.db, kit.shop.env.ID_APP)).map((item) => item._id);
      expect(archive.schedules.map((row) => row.id).sort()).toEqual([...mine].sort());
      expect(archive.schedule_versions.filter((row) => row.id === repeat.body.schedule._id)).toHaveLength(2);
      // Every collection of the console's second part is in the documents of the backup.
      const collections = new Set(archive.documents.map((row) => row.collection));
      for (const name of ['dmvt', 'dmchietkhau', 'evoucher', 'news'])
        expect(collections.has(name), name).toBe(true);

      const target = 'bbbbbbbbbbbbbbbbbbbbbbbb';
      const outcome = await restoreApp(kit.shop.db, target, archive, { maxAttempts: 5 });
      expect(outcome).toMatchObject({ ok: true, schedules: archive.schedules.length });
      const restored = await listSchedules(kit.shop.db, target);
      expect(restored).toHaveLength(archive.schedules.length);
      // New ids (the first shop still holds its own), the same content, and their runs planned.
      expect(restored.some((item) => mine.includes(item._id))).toBe(false);
      const restoredMail = restored.find((item) => item.subject === subject);
      expect(restoredMail).toMatchObject({ created_by: DEMO_OWNER.email, next_run_at: at.toISOString() });
      expect(restored.find((item) => item.subject === 'Lịch lặp tạm dừng')).toMatchObject({
        paused: true,
        next_run_at: null,
      });

      // At its time both shops' schedules run, each once: two mails, the restored one done.
      const later = new Date(at.getTime() + 1000);
      await kit.shop.app.schedules.runDue(later);
      expect(await kit.shop.app.schedules.runDue(later)).toBe(0);
      expect(await notifyMails(kit.shop, subject)).toHaveLength(2);
      expect((await jobsOf(kit.shop, restoredMail?._id ?? '')).map((row) => row.status)).toEqual(['done']);
      expect((await jobsOf(kit.shop, mail.body.schedule._id)).map((row) => row.status)).toEqual(['done']);
    });

    it('retries a failing job with back-off, then shows it failed with its error', async () => {
      const [promotion] = await kit.shop.db.query<{ id: string }>(
        `SELECT id FROM documents WHERE collection = 'dmchietkhau' ORDER BY id LIMIT 1`,
      );
      const at = inMs(MINUTE);
      const created = await add('promotion-end', { target_id: promotion?.id, when: once(at) });
      expect(created.status).toBe(200);
      // The promotion disappears before the run: each attempt fails.
      const [saved] = await kit.shop.db.query<{ data: unknown }>(
        `DELETE FROM documents WHERE collection = 'dmchietkhau' AND id = $1 RETURNING data`,
        [promotion?.id],
      );
      const scheduleId = created.body.schedule._id;
      const maxAttempts = kit.shop.app.schedules.maxAttempts;
      let now = new Date(at.getTime() + 1);
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        expect(await kit.shop.app.schedules.runDue(now)).toBe(1);
        // Not again before the back-off.
        expect(await kit.shop.app.schedules.runDue(now)).toBe(0);
        const [item] = (
          await kit.call<SchedulesReply>(kit.callers.owner, 'GET', 'console/schedules')
        ).body.items.filter((row) => row._id === scheduleId);
        expect(item?.last_run).toMatchObject({
          status: attempt < maxAttempts ? 'retrying' : 'failed',
          attempts: attempt,
          error: 'Không tìm thấy đối tượng của lịch',
        });
        now = new Date(now.getTime() + 7 * 3_600_000);
      }
      expect(await kit.shop.app.schedules.runDue(now)).toBe(0);
      await kit.shop.db.query(
        `INSERT INTO documents (id_app, collection, id, data) VALUES ($1, 'dmchietkhau', $2, $3::text::jsonb)`,
        [kit.shop.env.ID_APP, promotion?.id, JSON.stringify(saved?.data)],
      );
    });

    it('refuses bad schedules with the form’s messages, and callers without the schedules area', async () => {
      const id = await productId(kit.shop, 'TRA-002');
      const cases: [string, object, number, string][] = [
        [
          'publish',
          { collection: 'dmvt', target_id: id, when: once(inMs(-10 * MINUTE)) },
          400,
          'SCHEDULE_TIME_PAST',
        ],
        [
          'publish',
          { collection: 'dmvt', target_id: id, when: { mode: 'cron', cron: '61 * * * *' } },
          400,
          'SCHEDULE_CRON_INVALID',
        ],
        [
          'publish',
          { collection: 'dmvt', target_id: id, when: { mode: 'cron', cron: 'every day' } },
          400,
          'SCHEDULE_CRON_INVALID',
        ],
        ['publish', { collection: 'dmvt', target_id: id }, 400, 'SCHEDULE_WHEN_INVALID'],
        [
          'publish',
          { collection: 'dmvt', target_id: 'f'.repeat(24), when: once(inMs(MINUTE)) },
          404,
          'SCHEDULE_TARGET_NOT_FOUND',
        ],
        [
          'publish',
          {
            collection: 'dmvt',
            target_id: id,
            when: { mode: 'every', every: 0, unit: 'days', start_at: inMs(MINUTE).toISOString() },
          },
          400,
          'SCHEDULE_EVERY_INVALID',
        ],
        ['archive', { target_id: id, when: once(inMs(MINUTE)) }, 400, 'SCHEDULE_TYPE_INVALID'],
        [
          'notify',
          {
            audience: 'customer',
            email: 'nobody@example.vn',
            subject: 'a',
            message: 'b',
            when: once(inMs(MINUTE)),
          },
          404,
          'SCHEDULE_CUSTOMER_NOT_FOUND',
        ],
        [
          'notify',
          { audience: 'subscribers', subject: ' ', message: 'b', when: once(inMs(MINUTE)) },
          400,
          'SCHEDULE_SUBJECT_REQUIRED',
        ],
      ];
      for (const [type, body, status, error] of cases) {
        const reply = await add(type, body);
        expect(reply, `${type} ${JSON.stringify(body)}`).toMatchObject({ status, body: { error } });
      }
      const cron = await add('publish', {
        collection: 'dmvt',
        target_id: id,
        when: { mode: 'cron', cron: '0 8 * * 1' },
      });
      // 08:00 on a Monday in Vietnam is 01:00 UTC.
      expect(new Date(cron.body.schedule.next_run_at ?? '').getUTCHours()).toBe(1);
      expect(new Date(cron.body.schedule.next_run_at ?? '').getUTCDay()).toBe(1);
      await kit.call(kit.callers.owner, 'GET', `/api/schedule/delete/${cron.body.schedule._id}`);

      for (const who of ['guest', 'customer'] as const) {
        const reply = await kit.call(kit.callers[who], 'POST', '/api/schedule/add/notify', {});
        expect(reply).toMatchObject({ status: 403, body: { error: 'CONSOLE_LOGIN_REQUIRED' } });
      }
    });
  }
});

describe.each(bothBackends())('the job queue across a restart (%s)', (backend) => {
  let dataDir: string | undefined;
  let keeper: TestShop | undefined;
  afterAll(async () => {
    await keeper?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A shop on the same data each time: a PGlite directory, or one PostgreSQL database. */
  const openShop = async () => {
    if (backend === 'postgres') {
      keeper ??= await startTestShop('postgres');
      return startTestShop('pglite', { DATABASE_URL: keeper.env.DATABASE_URL ?? '' });
    }
    dataDir ??= await mkdtemp(join(tmpdir(), 'shop-jobs-'));
    return startTestShop('pglite', { DATA_DIR: dataDir });
  };

  it('runs a job whose process died in the middle, once, after its lease', async () => {
    const first = await openShop();
    await first.app.ready();
    await first.app.schedules.stop();
    const at = inMs(MINUTE);
    const created = await ownerAddsNotice(
      first,
      at,
      toDemoCustomer('Sau khi khởi động lại', 'Thư này chỉ gửi một lần.'),
    );
    expect(created.status).toBe(200);
    // The process claims the job and dies before running it.
    const claimed = await claimDueJobs(first.db, new Date(at.getTime() + 1), 10, DEFAULT_LEASE_MS);
    expect(claimed).toHaveLength(1);
    await first.close();

    const second = await openShop();
    await second.app.ready();
    await second.app.schedules.stop();
    // Still under the dead process's lease: nobody takes it.
    expect(await second.app.schedules.runDue(new Date(at.getTime() + 1000))).toBe(0);
    const afterLease = new Date(at.getTime() + DEFAULT_LEASE_MS + 1000);
    expect(await second.app.schedules.runDue(afterLease)).toBe(1);
    expect(await second.app.schedules.runDue(afterLease)).toBe(0);
    expect(await notifyMails(second, 'Sau khi khởi động lại')).toHaveLength(1);
    expect(await jobsOf(second, created.body.schedule._id)).toMatchObject([{ status: 'done', attempts: 2 }]);
    await second.close();
  }, 120_000);
});

describe.runIf(testBackends().includes('postgres'))('two queue loops on one PostgreSQL', () => {
  let keeper: TestShop;
  let shops: TestShop[];
  beforeAll(async () => {
    keeper = await startTestShop('postgres');
    await keeper.app.ready();
    await keeper.app.schedules.stop();
    shops = [];
    for (let n = 0; n < 2; n += 1) {
      const shop = await startTestShop('pglite', { DATABASE_URL: keeper.env.DATABASE_URL ?? '' });
      await shop.app.ready();
      await shop.app.schedules.stop();
      shops.push(shop);
    }
  }, 120_000);
  afterAll(async () => {
    for (const shop of shops ?? []) await shop.close();
    await keeper?.close();
  });

  it('runs a due notify to 40 subscribers exactly once, its mails written once', async () => {
    const [one, two] = shops as [TestShop, TestShop];
    // Written directly: the subscribe form is rate-limited per address.
    for (let i = 0; i < 40; i += 1)
      await insertDocument(
        one.db,
        { idApp: one.env.ID_APP, collection: 'ecomsubscribe' },
        { email: `ban${i}@example.vn` },
      );
    const at = inMs(MINUTE);
    const created = await ownerAddsNotice(one, at, {
      audience: 'subscribers',
      subject: 'Hai tiến trình',
      message: 'Một thư cho mỗi người.',
    });
    expect(created.status).toBe(200);
    const due = new Date(at.getTime() + 1);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? one : two).app.schedules.runDue(due)),
    );
    expect(claims.reduce((sum, n) => sum + n, 0)).toBe(1);
    const mails = await notifyMails(one, 'Hai tiến trình');
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((row) => row.recipient)).size).toBe(40);
    expect(await jobsOf(two, created.body.schedule._id)).toMatchObject([{ status: 'done', attempts: 1 }]);
  }, 60_000);

  it('runs a job once when its lease ran out under a slow loop and another took it', async () => {
    const [one, two] = shops as [TestShop, TestShop];
    const at = inMs(MINUTE);
    const created = await ownerAddsNotice(one, at, toDemoCustomer('Hết hạn thuê', 'Chỉ một lần.'));
    // A slow loop's claim (its lease then runs out) and a second loop that takes the job over.
    const [slow] = await claimDueJobs(one.db, new Date(at.getTime() + 1), 10, DEFAULT_LEASE_MS);
    expect(slow).toBeDefined();
    expect(await two.app.schedules.runDue(new Date(at.getTime() + DEFAULT_LEASE_MS + 1000))).toBe(1);
    // The slow loop's late commit is refused by its stale token: nothing written twice.
    const stale = await one.db.query(`SELECT 1 FROM jobs WHERE id = $1 AND claim = $2`, [
      slow?.id,
      slow?.claim,
    ]);
    expect(stale).toHaveLength(0);
    expect(await notifyMails(one, 'Hết hạn thuê')).toHaveLength(1);
    expect(await jobsOf(one, created.body.schedule._id)).toMatchObject([{ status: 'done', attempts: 2 }]);
  }, 60_000);
});
