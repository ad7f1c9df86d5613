import type { InboxReply } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, BANK, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, type PlacedRow, startConsoleKit } from './console.test-kit.js';

describe.each(testBackends())('console inbox (%s)', (backend) => {
  let kit: ConsoleKit;
  let cod: PlacedRow;
  let bank: PlacedRow;
  const inbox = async (query = '') => {
    const reply = await kit.call<InboxReply>(kit.callers.staff, 'GET', `console/orders${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    cod = await kit.place({ ten_nguoi_nhan: 'Phạm Thị Hương', email_nguoi_nhan: 'huong@example.vn' });
    bank = await kit.place({ pt_thanh_toan: BANK, sdt_nguoi_nhan: '0987 654 321' });
    await kit.call(kit.callers.owner, 'POST', `console/orders/${bank._id}/confirm`, {});
  }, 60_000);
  afterAll(() => kit?.shop.close());

  it('counts every tab by the names of trangthai and lists the newest first', async () => {
    const all = await inbox();
    expect(all.tabs.map((tab) => [tab.ma, tab.ten, tab.count])).toEqual([
      ['0', 'Đơn mới', 1],
      ['1', 'Đã xác nhận', 1],
      ['2', 'Đang giao hàng', 0],
      ['3', 'Đã giao hàng', 0],
      ['9', 'Đã huỷ', 0],
      ['4', 'Đã hoàn về shop', 0],
    ]);
    expect(all.total).toBe(2);
    expect(all.items.map((row) => row.so_ct)).toEqual([bank.so_ct, cod.so_ct]);
    expect(all.items[1]).toMatchObject({ ten_trang_thai: 'Đơn mới', ten_pt_thanh_toan: expect.any(String) });
  });

  it('keeps a tab, pages and sorts on the server', async () => {
    expect((await inbox('?status=0')).items.map((row) => row._id)).toEqual([cod._id]);
    const page2 = await inbox('?limit=1&page=2&sort=ngay_ct');
    expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.items.map((row) => row._id)).toEqual([bank._id]);
  });

  it('searches code, name without diacritics, e-mail and phone however written', async () => {
    const found = async (q: string) =>
      (await inbox(`?q=${encodeURIComponent(q)}`)).items.map((row) => row._id);
    expect(await found(cod.so_ct)).toEqual([cod._id]);
    expect(await found('pham thi huong')).toEqual([cod._id]);
    expect(await found('HUONG@example')).toEqual([cod._id]);
    expect(await found('+84 987-654-321')).toEqual([bank._id]);
    expect(await found(ADDRESS.ten_nguoi_nhan)).toEqual([bank._id]);
    expect(await found("%' OR 1=1 --")).toEqual([]);
  });

  it('finds the start of a word, the end of a code or of a phone, never the middle of a name', async () => {
    const found = async (q: string) =>
      (await inbox(`?q=${encodeURIComponent(q)}`)).items.map((row) => row._id);
    expect(await found('huo')).toEqual([cod._id]);
    expect(await found('Phạm Hươ')).toEqual([cod._id]);
    expect(await found(cod.so_ct.slice(-4))).toEqual([cod._id]);
    expect(await found('654321')).toEqual([bank._id]);
    expect(await found('0987')).toEqual([bank._id]);
    expect(await found('uong')).toEqual([]);
    expect(await found('?!')).toEqual([]);
  });

  it('filters by payment method, payment state, carrier and day, the counts following', async () => {
    const byMethod = await inbox(`?pt_thanh_toan=${BANK}`);
    expect(byMethod.items.map((row) => row._id)).toEqual([bank._id]);
    expect(byMethod.tabs.find((tab) => tab.ma === '0')?.count).toBe(0);
    expect((await inbox('?trang_thai_tt=1')).items.map((row) => row._id)).toEqual([cod._id]);
    expect((await inbox('?don_vi_vc=GHN')).total).toBe(2);
    expect((await inbox('?don_vi_vc=NONE')).total).toBe(0);
    expect((await inbox('?from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await inbox(`?from=${today}&to=${today}`)).total).toBe(2);
  });

  it('refuses a bad filter in the caller language', async () => {
    const reply = await kit.call(kit.callers.owner, 'GET', 'console/orders?limit=500&lang=en');
    expect(reply).toMatchObject({
      status: 400,
      body: { error: 'INBOX_QUERY_INVALID', message: 'Invalid order filter: limit' },
    });
  });

  it('offers the payment methods and carriers as filters', async () => {
    const reply = await kit.call<{ carriers: { value: string }[]; payment_methods: { value: string }[] }>(
      kit.callers.staff,
      'GET',
      'console/order-filters',
    );
    expect(reply.body.carriers.map((carrier) => carrier.value)).toContain('GHN');
    expect(reply.body.payment_methods.map((method) => method.value)).toContain(BANK);
  });

  it('keeps the counters of every tab exact through actions, whatever the filters', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const extra = await kit.place({ pt_thanh_toan: BANK });
    await kit.call(kit.callers.owner, 'POST', `console/orders/${extra._id}/cancel`, {
      ly_do_huy: 'Khách đổi ý rồi',
    });
    const counts = (reply: InboxReply) => reply.tabs.map((tab) => [tab.ma, tab.count]);
    for (const filter of [
      '',
      `pt_thanh_toan=${BANK}`,
      'trang_thai_tt=0',
      'don_vi_vc=GHN',
      `trang_thai_tt=1&pt_thanh_toan=${BANK}`,
    ]) {
      // A day range sends the counts to the index; without it they come from the counters.
      const fromCounters = await inbox(`?${filter}`);
      const fromIndex = await inbox(`?${filter}&from=2000-01-01&to=${today}`);
      expect(counts(fromCounters), filter).toEqual(counts(fromIndex));
    }
    expect((await inbox()).tabs.find((tab) => tab.ma === '9')?.count).toBe(1);
  });

  it('leaves checkout drafts out of the inbox columns and counters until they are placed', async () => {
    const shopper = newGuest();
    expect((await kit.call(shopper, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 })).status).toBe(200);
    const draft = await kit.call<{ _id: string }>(shopper, 'POST', 'so1', { trang_thai: 'LCT' });
    expect(draft.status).toBe(200);
    const inboxColumns = () =>
      kit.shop.db.query<{ inbox_status: string | null; has_terms: boolean }>(
        `SELECT inbox_status, inbox_terms IS NOT NULL AS has_terms FROM documents
         WHERE collection = 'so1' AND id = $1`,
        [draft.body._id],
      );
    // Migration 52 (issue 28): a draft is in no inbox index and no counter row.
    expect(await inboxColumns()).toEqual([{ inbox_status: null, has_terms: false }]);
    expect(await kit.shop.db.query(`SELECT 1 FROM inbox_counts WHERE status = 'LCT'`)).toEqual([]);
    const before = (await inbox()).tabs.find((tab) => tab.ma === '0')?.count ?? 0;
    const placed = await kit.call(shopper, 'PUT', `so1/${draft.body._id}`, {
      ...ADDRESS,
      pt_thanh_toan: BANK,
      trang_thai: '0',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await inboxColumns()).toEqual([{ inbox_status: '0', has_terms: true }]);
    const after = await inbox(`?q=${encodeURIComponent(String((placed.body as { so_ct: string }).so_ct))}`);
    expect(after.items.map((row) => row._id)).toEqual([draft.body._id]);
    expect((await inbox()).tabs.find((tab) => tab.ma === '0')?.count).toBe(before + 1);
  });
});
