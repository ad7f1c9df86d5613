import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_APP, insertDocument, replaceDocument } from '../db/documents.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, startConsoleKit } from './console.test-kit.js';

type History = {
  collection: string;
  entries: { kind: string; by: string; changes: { field: string; from: unknown; to: unknown }[] }[];
  names?: Record<string, Record<string, { vi: string; en?: string }>>;
};

describe.each(testBackends())('an item timeline in the console (%s)', (backend) => {
  let kit: ConsoleKit;
  let methodId: string;
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    const created = await kit.call<{ _id: string }>(kit.callers.owner, 'POST', 'ptthanhtoan', {
      ten: 'Ví thử',
      ten_eng: 'Test wallet',
    });
    methodId = created.body._id;
    await kit.call(kit.callers.owner, 'PUT', `ptthanhtoan/${methodId}`, { ten: 'Ví điện tử thử' });
  }, 60_000);
  afterAll(() => kit?.shop.close());

  it('shows who created the item and who changed which field, oldest first', async () => {
    const reply = await kit.call<History>(
      kit.callers.owner,
      'GET',
      `console/history/ptthanhtoan/${methodId}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.entries.map((entry) => [entry.kind, entry.by])).toEqual([
      ['created', 'chuquan@example.com'],
      ['changed', 'chuquan@example.com'],
    ]);
    expect(reply.body.entries[1]?.changes).toEqual([{ field: 'ten', from: 'Ví thử', to: 'Ví điện tử thử' }]);
  });

  it('sends stored values as they are, and the names of the products a promotion references', async () => {
    const products = await kit.call<{ ma_vt: string; ten_vt: string; ten_vt_eng: string }[]>(
      kit.callers.owner,
      'GET',
      'dmvt?limit=1',
    );
    const product = products.body[0];
    if (!product) throw new Error('the seed has no product');
    const created = await kit.call<{ _id: string }>(kit.callers.owner, 'POST', 'dmchietkhau', {
      ma_cs: 'KM-THU',
      ma_vt: product.ma_vt,
      gia_ban: 1000,
      hieu_luc_tu: '2026-11-25T02:00:00.000Z',
    });
    await kit.call(kit.callers.owner, 'PUT', `dmchietkhau/${created.body._id}`, { gia_ban: 2000 });
    const reply = await kit.call<History>(
      kit.callers.owner,
      'GET',
      `console/history/dmchietkhau/${created.body._id}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.entries[0]?.changes).toContainEqual({ field: 'ma_vt', from: null, to: product.ma_vt });
    expect(reply.body.entries[1]?.changes).toEqual([{ field: 'gia_ban', from: 1000, to: 2000 }]);
    expect(reply.body.names?.dmvt?.[product.ma_vt]).toEqual({ vi: product.ten_vt, en: product.ten_vt_eng });
  });

  it("keeps a timeline to those who may use the item's area", async () => {
    const staff = await kit.call(kit.callers.staff, 'GET', `console/history/ptthanhtoan/${methodId}`);
    expect(staff.status).toBe(403);
    expect(staff.body).toMatchObject({ error: 'CONSOLE_FORBIDDEN' });
    const shopper = await kit.call(kit.callers.customer, 'GET', `console/history/users/${methodId}`);
    expect(shopper.body).toMatchObject({ error: 'CONSOLE_LOGIN_REQUIRED' });
    const order = await kit.place();
    const staffOrder = await kit.call<History>(kit.callers.staff, 'GET', `console/history/so1/${order._id}`);
    expect(staffOrder.status).toBe(200);
    expect(staffOrder.body.entries[0]?.kind).toBe('created');
  });

  it("never shows another app's items of a global collection: schedules and app records (issue 25)", async () => {
    const other = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const own = kit.shop.env.ID_APP;
    const { db } = kit.shop;
    const schedule = (idApp: string, subject: string) => ({
      type: 'notify',
      audience: 'subscribers',
      subject,
      message: 'Nội dung',
      when: { mode: 'once', run_at: '2030-01-01T01:00:00.000Z' },
      id_app: idApp,
      created_by: 'other@example.com',
      date_created: '2026-11-28T00:00:00.000Z',
    });
    const scope = { idApp: GLOBAL_APP, collection: 'schedule' };
    const [theirs, ours] = await db.transaction(async (tx) => {
      const theirs = await insertDocument(
        tx,
        scope,
        schedule(other, 'Thư của shop khác'),
        'other@example.com',
      );
      await replaceDocument(tx, scope, { ...theirs, subject: 'Bí mật' }, 'other@example.com');
      const ours = await insertDocument(tx, scope, schedule(own, 'Thư của shop này'), 'chuquan@example.com');
      await insertDocument(
        tx,
        { idApp: GLOBAL_APP, collection: 'app' },
        { _id: other, ten: 'Shop khác' },
        'x',
      );
      return [theirs, ours];
    });

    // The console's timeline.
    const timeline = (collection: string, id: string) =>
      kit.call<History & { error?: string }>(kit.callers.owner, 'GET', `console/history/${collection}/${id}`);
    const foreign = await timeline('schedule', theirs._id);
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'CONSOLE_HISTORY_NOT_FOUND' });
    expect(JSON.stringify(foreign.body)).not.toContain('Bí mật');
    expect((await timeline('schedule', ours._id)).status).toBe(200);
    expect((await timeline('app', other)).status).toBe(404);
    expect((await timeline('app', own)).status).toBe(200);

    // The data layer's history, reads and lists of global collections.
    const data = (path: string) => kit.call<unknown>(kit.callers.owner, 'GET', `/api/${path}`);
    expect((await data(`schedule/g/history/${theirs._id}`)).status).toBe(404);
    expect((await data(`schedule/g/history/${ours._id}`)).status).toBe(200);
    expect((await data(`app/g/history/${other}`)).status).toBe(404);
    expect((await data(`app/g/history/${own}`)).status).toBe(200);
    expect((await data(`schedule/${theirs._id}`)).status).toBe(404);
    expect((await data(`app/${other}`)).status).toBe(404);
    const listed = (await data('schedule?limit=100')).body as { _id: string }[];
    expect(listed.map((row) => row._id)).toEqual([ours._id]);
    const apps = (await data('app?limit=100')).body as { _id: string }[];
    expect(apps.map((row) => row._id)).toContain(own);
    expect(apps.map((row) => row._id)).not.toContain(other);
    // Shared reference data (categories) still lists for everyone.
    const categories = await kit.call<unknown[]>(kit.callers.guest, 'GET', '/api/ecomcategories?limit=3');
    expect(categories.body.length).toBeGreaterThan(0);
  });

  it('answers 404 for a collection without a timeline or an item without versions', async () => {
    const users = await kit.call(kit.callers.owner, 'GET', `console/history/users/${methodId}`);
    expect(users.status).toBe(404);
    expect(users.body).toMatchObject({ error: 'CONSOLE_HISTORY_NOT_FOUND' });
    const missing = await kit.call(kit.callers.owner, 'GET', `console/history/dmvt/${'0'.repeat(24)}`);
    expect(missing.status).toBe(404);
    const bad = await kit.call(kit.callers.owner, 'GET', 'console/history/dmvt/not-an-id');
    expect(bad.status).toBe(400);
  });
});
