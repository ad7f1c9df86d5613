import {
  type ConsoleArea,
  MAX_NOTIFY_RUNS_PER_DAY,
  type ScheduleAddReply,
  type ScheduleDetail,
  type ScheduleTargets,
} from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../accounts/seed-accounts.js';
import { type ConsoleKit, startConsoleKit } from '../console/console.test-kit.js';
import { newGuest } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const once = (at: Date) => ({ mode: 'once', run_at: at.toISOString() });
type Reply = ScheduleAddReply & { error?: string; message: string };

/** 09:00 in Vietnam `days` days from now. */
function vietnamNine(days: number): Date {
  const day = new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T09:00:00+07:00`);
}

describe.each(testBackends())('schedules follow the areas of their targets (%s)', (backend) => {
  let kit: ConsoleKit;
  let staffId: string;
  let ids: { product: string; article: string; flashSale: string };
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    await kit.shop.app.ready();
    await kit.shop.app.schedules.stop();
    staffId = (await kit.call<{ user: { _id: string } }>(kit.callers.staff, 'GET', 'console/me')).body.user
      ._id;
    const first = async (collection: string, where = 'true') => {
      const [row] = await kit.shop.db.query<{ id: string }>(
        `SELECT id FROM documents WHERE id_app = $1 AND collection = $2 AND ${where} ORDER BY id LIMIT 1`,
        [kit.shop.env.ID_APP, collection],
      );
      if (!row) throw new Error(`no ${collection}`);
      return row.id.trim();
    };
    ids = {
      product: await first('dmvt'),
      article: await first('news'),
      flashSale: await first('dmchietkhau', `data->>'ma_cs' = 'ecompromotion_flashsales'`),
    };
  }, 120_000);
  afterAll(() => kit?.shop.close());

  const rights = async (areas: ConsoleArea[]) => {
    const reply = await kit.call(kit.callers.owner, 'POST', `console/team/${staffId}/rights`, { areas });
    expect(reply.status).toBe(200);
  };
  const add = (type: string, body: object, who: 'owner' | 'staff' = 'staff', lang = '') =>
    kit.call<Reply>(kit.callers[who], 'POST', `/api/schedule/add/${type}${lang}`, body);
  const bodies = () => {
    const when = once(vietnamNine(30));
    return {
      unpublish: { collection: 'dmvt', target_id: ids.product, when },
      publish: { collection: 'news', target_id: ids.article, when },
      'promotion-end': { target_id: ids.flashSale, when },
      notify: { audience: 'subscribers', subject: 'Khuyến mãi', message: 'Nội dung', when },
    } as Record<string, object>;
  };

  it('refuses a staff member with only the schedules area every target, in both languages, and lists them nothing', async () => {
    await rights(['schedules']);
    const expected: Record<string, [string, string]> = {
      unpublish: ['SCHEDULE_CATALOGUE_FORBIDDEN', 'Lịch cho sản phẩm cần quyền “Sản phẩm và kho”'],
      publish: ['SCHEDULE_CONTENT_FORBIDDEN', 'Lịch cho bài viết cần quyền “Nội dung”'],
      'promotion-end': ['SCHEDULE_PROMOTIONS_FORBIDDEN', 'Lịch cho chương trình khuyến mãi cần quyền'],
      notify: ['SCHEDULE_CUSTOMERS_FORBIDDEN', 'Lịch gửi thư cần quyền “Khách hàng”'],
    };
    for (const [type, body] of Object.entries(bodies())) {
      const reply = await add(type, body);
      const [code, text] = expected[type] as [string, string];
      expect(reply.status, type).toBe(403);
      expect(reply.body.error, type).toBe(code);
      expect(reply.body.message, type).toContain(text);
      const english = await add(type, body, 'staff', '?lang=en');
      expect(english.body.message, type).toMatch(/needs the “[A-Za-z ]+” right, which you do not have/);
    }
    // Nothing was planned, the product is still in the shop.
    expect((await kit.shop.db.query('SELECT 1 FROM jobs')).length).toBe(0);
    expect((await kit.call(newGuest(), 'GET', `dmvt/${ids.product}`)).status).toBe(200);

    const targets = await kit.call<ScheduleTargets>(kit.callers.staff, 'GET', 'console/schedule-targets');
    expect(targets.body).toEqual({
      products: [],
      articles: [],
      promotions: [],
      customers: [],
      subscribers: 0,
    });
    await rights(['customers', 'messages', 'catalogue', 'promotions', 'content', 'schedules']);
  });

  it('lets each area schedule its own targets only, and lists it only its own', async () => {
    const areaOf: Record<string, ConsoleArea> = {
      unpublish: 'catalogue',
      publish: 'content',
      'promotion-end': 'promotions',
      notify: 'customers',
    };
    for (const area of ['catalogue', 'content', 'promotions', 'customers'] as const) {
      await rights(['schedules', area]);
      for (const [type, body] of Object.entries(bodies())) {
        const reply = await add(type, body);
        expect(reply.status, `${type} with ${area}`).toBe(areaOf[type] === area ? 200 : 403);
        if (reply.status === 200)
          await kit.call(kit.callers.owner, 'GET', `/api/schedule/delete/${reply.body.schedule._id}`);
      }
      const targets = (await kit.call<ScheduleTargets>(kit.callers.staff, 'GET', 'console/schedule-targets'))
        .body;
      expect(targets.products.length > 0, area).toBe(area === 'catalogue');
      expect(targets.articles.length > 0, area).toBe(area === 'content');
      expect(targets.promotions.length > 0, area).toBe(area === 'promotions');
      expect(targets.customers.length > 0, area).toBe(area === 'customers');
    }
    await rights(['customers', 'messages', 'catalogue', 'promotions', 'content', 'schedules']);
  });

  it('keeps the owner’s schedule of a product from staff without the catalogue: no edit, pause, resume or delete', async () => {
    const body = bodies().unpublish as { when: object };
    const created = await add('unpublish', body, 'owner');
    expect(created.status).toBe(200);
    const id = created.body.schedule._id;
    const toNews = { collection: 'news', target_id: ids.article, when: body.when };
    await rights(['schedules', 'content']);
    const calls = [
      kit.call<Reply>(kit.callers.staff, 'PUT', `console/schedules/${id}`, { ...toNews, type: 'unpublish' }),
      kit.call<Reply>(kit.callers.staff, 'POST', `console/schedules/${id}/pause`),
      kit.call<Reply>(kit.callers.staff, 'GET', `/api/schedule/delete/${id}`),
    ];
    for (const reply of await Promise.all(calls))
      expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ error: 'SCHEDULE_CATALOGUE_FORBIDDEN' });
    // Paused by the owner: the staff member cannot resume it either.
    expect((await kit.call(kit.callers.owner, 'POST', `console/schedules/${id}/pause`)).status).toBe(200);
    const resume = await kit.call<Reply>(kit.callers.staff, 'POST', `console/schedules/${id}/resume`);
    expect(resume.body).toMatchObject({ error: 'SCHEDULE_CATALOGUE_FORBIDDEN' });
    const detail = await kit.call<ScheduleDetail>(kit.callers.owner, 'GET', `console/schedules/${id}`);
    expect(detail.body.schedule).toMatchObject({ collection: 'dmvt', target_id: ids.product, paused: true });
    await rights(['customers', 'messages', 'catalogue', 'promotions', 'content', 'schedules']);
    expect((await kit.call(kit.callers.staff, 'GET', `/api/schedule/delete/${id}`)).status).toBe(200);
  });

  it('keeps a customer’s e-mail in a mail schedule to those with the customers area', async () => {
    const created = await add('notify', {
      audience: 'customer',
      email: DEMO_CUSTOMER.email,
      subject: 'Riêng',
      message: 'Thư riêng',
      when: once(vietnamNine(31)),
    });
    expect(created.status).toBe(200);
    await rights(['schedules']);
    const list = await kit.call<{ items: Record<string, unknown>[] }>(
      kit.callers.staff,
      'GET',
      'console/schedules',
    );
    expect(JSON.stringify(list.body)).not.toContain(DEMO_CUSTOMER.email);
    const detail = await kit.call(kit.callers.staff, 'GET', `console/schedules/${created.body.schedule._id}`);
    expect(JSON.stringify(detail.body)).not.toContain(DEMO_CUSTOMER.email);
    const timeline = `console/history/schedule/${created.body.schedule._id}`;
    const hidden = await kit.call(kit.callers.staff, 'GET', timeline);
    expect(hidden.body).toMatchObject({ error: 'SCHEDULE_CUSTOMERS_FORBIDDEN' });
    expect(JSON.stringify(hidden.body)).not.toContain(DEMO_CUSTOMER.email);
    await rights(['customers', 'messages', 'catalogue', 'promotions', 'content', 'schedules']);
    const seen = await kit.call(kit.callers.staff, 'GET', `console/schedules/${created.body.schedule._id}`);
    expect(JSON.stringify(seen.body)).toContain(DEMO_CUSTOMER.email);
    expect(JSON.stringify((await kit.call(kit.callers.staff, 'GET', timeline)).body)).toContain(
      DEMO_CUSTOMER.email,
    );
    await kit.call(kit.callers.owner, 'GET', `/api/schedule/delete/${created.body.schedule._id}`);
  });

  it('paces mailing: a repeat at most daily, at most the day’s quota to one audience, also at run time', async () => {
    await kit.call(newGuest(), 'POST', 'ecomsubscribe', { email: 'nhip@example.vn' });
    const mail = (when: object, audience = 'subscribers') =>
      add('notify', {
        audience,
        ...(audience === 'customer' ? { email: DEMO_CUSTOMER.email } : {}),
        subject: 'Nhịp gửi thư',
        message: 'Nội dung',
        when,
      });
    const start = vietnamNine(40).toISOString();
    for (const when of [
      { mode: 'every', every: 12, unit: 'hours', start_at: start },
      { mode: 'every', every: 1000, unit: 'minutes', start_at: start },
      { mode: 'cron', cron: '0 8,20 * * *' },
      { mode: 'cron', cron: '*/30 9 * * *' },
    ]) {
      const reply = await mail(when);
      expect(reply.body, JSON.stringify(when)).toMatchObject({ error: 'SCHEDULE_NOTIFY_TOO_OFTEN' });
      expect(reply.status).toBe(400);
    }

    // A daily repeat from the day before D, then the quota of once mails on D.
    const dayBefore = vietnamNine(40);
    const day = new Date(dayBefore.getTime() + DAY);
    const daily = await mail({ mode: 'every', every: 1, unit: 'days', start_at: dayBefore.toISOString() });
    expect(daily.status).toBe(200);
    for (let hour = 1; hour <= MAX_NOTIFY_RUNS_PER_DAY; hour++)
      expect((await mail(once(new Date(day.getTime() + hour * 3_600_000)))).status).toBe(200);
    const full = await mail(once(new Date(day.getTime() + 5 * 3_600_000)));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: 'SCHEDULE_NOTIFY_DAY_FULL' });
    expect(full.body.message).toContain(`đã có ${MAX_NOTIFY_RUNS_PER_DAY} lần gửi thư`);
    // Another audience has its own quota.
    expect((await mail(once(new Date(day.getTime() + 5 * 3_600_000)), 'customer')).status).toBe(200);

    // The repeat runs on the day before and plans its next run on D: one more than the quota.
    expect(await kit.shop.app.schedules.runDue(new Date(dayBefore.getTime() + 1000))).toBe(1);
    expect(await kit.shop.app.schedules.runDue(new Date(day.getTime() + 6 * 3_600_000))).toBe(
      MAX_NOTIFY_RUNS_PER_DAY + 2,
    );
    const runs = await kit.shop.db.query<{ status: string; reason: string | null }>(
      `SELECT j.status, j.result->>'reason' AS reason FROM jobs j
       JOIN documents d ON d.id = j.schedule_id AND d.data->>'audience' = 'subscribers'
       WHERE j.kind = 'notify' AND j.run_at >= $1 AND j.run_at < $2`,
      [day.toISOString(), new Date(day.getTime() + DAY).toISOString()],
    );
    expect(runs.filter((run) => run.status === 'done')).toHaveLength(MAX_NOTIFY_RUNS_PER_DAY);
    expect(runs.filter((run) => run.status === 'cancelled')).toEqual([
      { status: 'cancelled', reason: 'notify pace' },
    ]);
    const mails = await kit.shop.db.query(
      `SELECT 1 FROM outbox WHERE kind = 'notify' AND subject = 'Nhịp gửi thư' AND recipient = 'nhip@example.vn'`,
    );
    // The day before, then the quota on D.
    expect(mails).toHaveLength(1 + MAX_NOTIFY_RUNS_PER_DAY);
  });
});
