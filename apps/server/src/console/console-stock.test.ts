import {
  STOCK_SETTINGS_ID,
  type StockAdjustReply,
  type StockHistoryReply,
  type StockImportPreview,
  type StockListReply,
} from '@shop/domain/catalogue';
import type { DashboardReply, ItemHistoryReply } from '@shop/domain/console';
import { describe, expect, it } from 'vitest';
import { ADDRESS, COD, newGuest, setStock } from '../routes/commerce/commerce.test-kit.js';
import { bothBackends, neutralOn } from '../testing.js';
import { consoleSuite } from './console.test-kit.js';

describe.each(bothBackends())('console stock (%s)', (backend) => {
  const kit = consoleSuite(backend);

  const owner = () => kit().callers.owner;
  const list = async (query: string) => {
    const reply = await kit().call<StockListReply>(owner(), 'GET', `console/stock?${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const adjust = (body: object, who = owner()) =>
    kit().call<StockAdjustReply & { error?: string; message: string }>(
      who,
      'POST',
      'console/stock/adjust',
      body,
    );
  const lineOf = async (code: string, variant = '') =>
    (await list(`product=${code}`)).items.find((item) => item.variant === variant);
  /** A guest's draft with one CPH-009 in the cart, ready to be placed for `quantity`. */
  const draft = async () => {
    const guest = newGuest();
    await kit().call(guest, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 });
    const made = await kit().call<{ _id: string }>(guest, 'POST', 'so1', { trang_thai: 'LCT' });
    return (quantity: number) =>
      kit().call<{ error?: string; message: string }>(guest, 'PUT', `so1/${made.body._id}`, {
        ...ADDRESS,
        pt_thanh_toan: COD,
        details: [{ ma_vt: 'CPH-009', sl_xuat: quantity }],
        trang_thai: '0',
      });
  };
  const history = async (query: string) =>
    (await kit().call<StockHistoryReply>(owner(), 'GET', `console/stock/history?${query}`)).body;

  if (neutralOn(backend)) {
    it('lists each option of a product, and a product sold as one item as one line', async () => {
      const tea = await list('product=TRA-001');
      expect(tea.items).toHaveLength(3);
      expect(tea.items[0]).toMatchObject({
        ma_vt: 'TRA-001',
        variant_label: 'Xanh / 100g',
        price: 98_000,
        stock: 120,
      });
      expect(tea.items[0]?.variant_label_eng).toBe('Green / 100g');
      const coffee = await list('product=CPH-009');
      expect(coffee.items).toEqual([expect.objectContaining({ variant: '', stock: 66, price: 150_000 })]);
      expect(coffee.low_stock_threshold).toBe(10);
      const none = await list('q=khong-co-san-pham-nay');
      expect(none).toMatchObject({ items: [], total: 0, low_stock_threshold: 10 });
      const searched = await list('q=son la arabica');
      expect(searched.items.map((item) => item.ma_vt)).toContain('CPH-009');
    });

    it('adjusts with a reason, refuses a negative result, records who did it and when', async () => {
      await setStock(kit(), 'CPH-009', 5);
      const received = await adjust({ ma_vt: 'CPH-009', reason: 'received', quantity: 10 });
      expect(received.status, JSON.stringify(received.body)).toBe(200);
      expect(received.body.adjustment).toMatchObject({
        before: 5,
        after: 15,
        delta: 10,
        author: 'chuquan@example.com',
      });
      expect(received.body.message).toBe('Đã cập nhật tồn kho Cà phê Arabica Sơn La rang vừa: 5 → 15');
      const damaged = await adjust({ ma_vt: 'CPH-009', reason: 'damaged', quantity: 16 });
      expect(damaged.status).toBe(409);
      expect(damaged.body).toMatchObject({
        error: 'STOCK_NEGATIVE',
        message: 'Tồn kho không thể âm: đang có 15, sau điều chỉnh sẽ còn -1',
      });
      const english = await kit().call<{ message: string }>(owner(), 'POST', 'console/stock/adjust?lang=en', {
        ma_vt: 'CPH-009',
        reason: 'damaged',
        quantity: 16,
      });
      expect(english.body.message).toBe(
        'Stock cannot go below zero: 15 in stock, this change would leave -1',
      );
      const noNote = await adjust({ ma_vt: 'CPH-009', reason: 'other', quantity: -1, note: ' ' });
      expect(noNote.body).toMatchObject({ error: 'STOCK_NOTE_REQUIRED' });
      const unknown = await adjust({ ma_vt: 'NOPE-1', reason: 'received', quantity: 1 });
      expect(unknown.status).toBe(404);
      const other = await adjust(
        { ma_vt: 'CPH-009', reason: 'other', quantity: -3, note: 'Hàng mẫu' },
        kit().callers.staff,
      );
      expect(other.body.adjustment).toMatchObject({
        after: 12,
        author: 'nhanvien@example.com',
        note: 'Hàng mẫu',
      });
      expect((await lineOf('CPH-009'))?.stock).toBe(12);
      const versions = await kit().shop.db.query<{ changed_by: string }>(
        `SELECT changed_by FROM document_versions WHERE collection = 'stock_adjustments' AND id = $1`,
        [other.body.adjustment._id],
      );
      expect(versions).toEqual([{ changed_by: 'nhanvien@example.com' }]);
    });

    it('moves an option and its product together, and keeps the history newest first, paged', async () => {
      const [first, second] = (await list('product=TRA-001')).items;
      const before = (
        await kit().shop.db.query<{ ton: number }>(
          `SELECT (data->>'ton')::int AS ton FROM documents WHERE collection = 'dmvt' AND data->>'ma_vt' = 'TRA-001'`,
        )
      )[0]?.ton;
      const counted = await adjust({
        ma_vt: 'TRA-001',
        variant: first?.variant,
        reason: 'count',
        quantity: 100,
      });
      expect(counted.body.adjustment).toMatchObject({ before: 120, after: 100, delta: -20, reason: 'count' });
      await adjust({ ma_vt: 'TRA-001', variant: second?.variant, reason: 'received', quantity: 4 });
      const after = (
        await kit().shop.db.query<{ ton: number }>(
          `SELECT (data->>'ton')::int AS ton FROM documents WHERE collection = 'dmvt' AND data->>'ma_vt' = 'TRA-001'`,
        )
      )[0]?.ton;
      expect(after).toBe(Number(before) - 16);
      const noOption = await adjust({ ma_vt: 'TRA-001', variant: '', reason: 'received', quantity: 1 });
      expect(noOption.body).toMatchObject({ error: 'STOCK_VARIANT_NOT_FOUND' });

      const product = await history('product=TRA-001');
      expect(product.items.map((item) => item.reason)).toEqual(['received', 'count']);
      const one = await history(`product=TRA-001&variant=${first?.variant}`);
      expect(one.items.map((item) => item.after)).toEqual([100]);
      const all = await history('limit=2');
      expect(all.total).toBeGreaterThanOrEqual(4);
      expect(all.items.map((item) => item.ma_vt)).toEqual(['TRA-001', 'TRA-001']);
      const next = await history('limit=2&page=2');
      expect(next.items[0]?.ma_vt).toBe('CPH-009');
    });

    it('lets the owner alone set the low-stock threshold, which the filter and the dashboard use', async () => {
      await setStock(kit(), 'CPH-009', 12);
      expect((await list('low=1')).items.map((item) => item.ma_vt)).not.toContain('CPH-009');
      const staff = await kit().call(kit().callers.staff, 'POST', 'console/stock/settings', {
        low_stock_threshold: 20,
      });
      expect(staff.status).toBe(403);
      const bad = await kit().call(owner(), 'POST', 'console/stock/settings', { low_stock_threshold: -1 });
      expect(bad.body).toMatchObject({ error: 'LOW_STOCK_THRESHOLD_INVALID' });
      const saved = await kit().call<{ low_stock_threshold: number; message: string }>(
        owner(),
        'POST',
        'console/stock/settings',
        { low_stock_threshold: 20 },
      );
      expect(saved.body).toMatchObject({
        low_stock_threshold: 20,
        message: 'Đã lưu ngưỡng sắp hết hàng: 20',
      });
      const low = await list('low=1');
      expect(low.low_stock_threshold).toBe(20);
      expect(low.items.map((item) => item.ma_vt)).toContain('CPH-009');
      expect(low.items.every((item) => item.stock <= 20 && item.low)).toBe(true);
      const dashboard = await kit().call<DashboardReply>(kit().callers.staff, 'GET', 'console/dashboard');
      expect(dashboard.body.low_stock_threshold).toBe(20);
      expect(dashboard.body.low_stock.map((row) => row.ma_vt)).toContain('CPH-009');
      const read = await kit().call(kit().callers.staff, 'GET', 'console/stock/settings');
      expect(read.body).toEqual({ low_stock_threshold: 20 });
      await kit().call(owner(), 'POST', 'console/stock/settings', { low_stock_threshold: 10 });
      const timeline = await kit().call<ItemHistoryReply>(
        owner(),
        'GET',
        `console/history/stock_settings/${STOCK_SETTINGS_ID}`,
      );
      expect(timeline.body.entries.map((entry) => entry.by)).toEqual([
        'chuquan@example.com',
        'chuquan@example.com',
      ]);
      const hidden = await kit().call(
        kit().callers.staff,
        'GET',
        `console/history/stock_settings/${STOCK_SETTINGS_ID}`,
      );
      expect(hidden.status).toBe(403);
    });

    it('refuses an order above the adjusted stock and takes one within it', async () => {
      await adjust({ ma_vt: 'CPH-009', reason: 'count', quantity: 2 });
      const refused = await (await draft())(3);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'OUT_OF_STOCK' });
      expect(refused.body.message).toBe(
        'Sản phẩm Cà phê Arabica Sơn La rang vừa không đủ số lượng trong kho',
      );
      const placed = await (await draft())(2);
      expect(placed.status).toBe(200);
      expect((await lineOf('CPH-009'))?.stock).toBe(0);
    });
  }

  it('never loses an order or an adjustment racing on the same product', async () => {
    await setStock(kit(), 'CPH-009', 5);
    const [first, second] = [await draft(), await draft()];
    // Raced: an order of 3 and a removal of 3 damaged items; exactly one fits in 5.
    const [order, damaged] = await Promise.all([
      first(3),
      adjust({ ma_vt: 'CPH-009', reason: 'damaged', quantity: 3 }),
    ]);
    expect([order.status, damaged.status].sort()).toEqual([200, 409]);
    expect((await lineOf('CPH-009'))?.stock).toBe(2);
    // Raced: an order of 2 and 10 received; both land, the adjustment saw the stock before or after.
    const [placed, received] = await Promise.all([
      second(2),
      adjust({ ma_vt: 'CPH-009', reason: 'received', quantity: 10 }),
    ]);
    expect([placed.status, received.status]).toEqual([200, 200]);
    expect([0, 2]).toContain(received.body.adjustment.before);
    expect((await lineOf('CPH-009'))?.stock).toBe(10);
  });

  if (neutralOn(backend)) {
    it('exports every line as a formula-safe CSV with a BOM', async () => {
      await kit().shop.db.query(
        `UPDATE documents SET data = jsonb_set(data, '{ten_vt}', '"=HYPERLINK(1)"') WHERE collection = 'dmvt' AND data->>'ma_vt' = 'CPH-009'`,
      );
      const reply = await kit().shop.app.inject({
        url: `${kit().base}/console/stock/export.csv`,
        headers: { authorization: `Bearer ${owner().token}` },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-disposition']).toMatch(
        /attachment; filename="stock-\d{4}-\d\d-\d\d\.csv"/,
      );
      expect(reply.body.startsWith('\ufeffcode,variant,name,price,stock\r\n')).toBe(true);
      expect(reply.body).toContain(`CPH-009,,'=HYPERLINK(1),150000,10\r\n`);
      const total = (await list('limit=1')).total;
      expect(reply.body.trim().split('\r\n')).toHaveLength(total + 1);
    });

    it('previews an import, refuses a bad file whole, applies a good one in one go', async () => {
      const [green] = (await list('product=TRA-001')).items;
      const csv = (rows: string[]) => `\ufeffcode,variant,name,price,stock\r\n${rows.join('\r\n')}\r\n`;
      const good = [`CPH-009,,x,160000,10`, `TRA-001,${green?.variant},x,98000,90`, `CPH-008,,x,abc,1`];
      const preview = await kit().call<StockImportPreview>(
        owner(),
        'POST',
        'console/stock/import/preview?lang=en',
        {
          csv: csv([...good, 'NOPE,,x,1,1', 'TRA-002,,x,1,1', 'CPH-009,,x,1,-4']),
        },
      );
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.changes.map((row) => [row.ma_vt, row.price_after, row.stock_after])).toEqual([
        ['CPH-009', 160_000, 10],
        ['TRA-001', 98_000, 90],
      ]);
      expect(preview.body.refused).toEqual([
        expect.objectContaining({ line: 4, code: 'IMPORT_ROW_BAD_NUMBER' }),
        expect.objectContaining({
          line: 5,
          code: 'IMPORT_ROW_UNKNOWN_CODE',
          reason: 'No such product or option',
        }),
        expect.objectContaining({ line: 6, code: 'IMPORT_ROW_UNKNOWN_CODE' }),
        expect.objectContaining({ line: 7, code: 'IMPORT_ROW_DUPLICATE' }),
      ]);
      const refused = await kit().call(owner(), 'POST', 'console/stock/import', { csv: csv(good) });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'STOCK_IMPORT_REFUSED' });
      expect((await lineOf('CPH-009'))?.price).toBe(150_000);

      const header = await kit().call(owner(), 'POST', 'console/stock/import/preview', { csv: 'a,b\r\n1,2' });
      expect(header.body).toMatchObject({ error: 'STOCK_IMPORT_HEADER' });
      const broken = await kit().call(owner(), 'POST', 'console/stock/import/preview', {
        csv: csv(['"CPH-009,,x,1,1']),
      });
      expect(broken.body).toMatchObject({ error: 'STOCK_IMPORT_UNREADABLE' });

      const applied = await kit().call<{ prices: number; stocks: number; message: string }>(
        kit().callers.staff,
        'POST',
        'console/stock/import',
        { csv: csv(good.slice(0, 2)) },
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(applied.body).toMatchObject({
        prices: 1,
        stocks: 1,
        message: 'Đã nhập tệp: 1 giá và 1 tồn kho được thay đổi',
      });
      const shop = await kit().call<{ gia_ban_le: number }[]>(
        newGuest(),
        'GET',
        'dmvt?q={"ma_vt":"CPH-009"}',
      );
      expect(shop.body[0]?.gia_ban_le).toBe(160_000);
      const version = await kit().shop.db.query<{ changed_by: string; price: string }>(
        `SELECT changed_by, data->>'gia_ban_le' AS price FROM document_versions
         WHERE collection = 'dmvt' AND data->>'ma_vt' = 'CPH-009' ORDER BY version DESC LIMIT 1`,
      );
      expect(version[0]).toEqual({ changed_by: 'nhanvien@example.com', price: '160000' });
      const counted = await history(`product=TRA-001&variant=${green?.variant}`);
      expect(counted.items[0]).toMatchObject({ reason: 'count', before: 100, after: 90, note: 'CSV' });
    });
  }
});
