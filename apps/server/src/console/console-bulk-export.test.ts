import type { BulkConfirmReply } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../accounts/seed-accounts.js';
import { STARTUP_TIMEOUT_MS } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import {
  type ConsoleKit,
  ownerOrder,
  type PlacedRow,
  startConsoleKit,
  type Who,
} from './console.test-kit.js';
import { EXPORT_BATCH } from './order-export.js';

type Reply = BulkConfirmReply & { error?: string; message: string };
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const BOM = '\uFEFF';

describe.each(testBackends())('console bulk confirm and CSV export (%s)', (backend) => {
  let kit: ConsoleKit;
  let hostile: PlacedRow;
  const bulk = (body: unknown, as: Who = 'staff', query = '') =>
    kit.call<Reply>(kit.callers[as], 'POST', `console/orders/confirm${query}`, body);
  /** The export as the browser receives it: status, headers and the raw text. */
  const download = async (query = '', as: Who = 'owner') => {
    const token = kit.callers[as].token ?? kit.shop.env.PUBLIC_TOKEN;
    const reply = await kit.shop.app.inject({
      method: 'GET',
      url: `${kit.base}/console/orders/export${query.replace(/^&/, '?')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: reply.statusCode, headers: reply.headers, text: reply.body };
  };
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    hostile = await kit.place({ ten_nguoi_nhan: '=HYPERLINK("http://evil.example","Bấm")' });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => kit?.shop.close());

  it('confirms each selected order alone and reports the refused ones with their reason', async () => {
    const [first, second, done] = [await kit.place(), await kit.place(), await kit.place()];
    await kit.call(kit.callers.owner, 'POST', `console/orders/${done._id}/confirm`, {});
    const reply = await bulk({ ids: [first._id, done._id, second._id, UNKNOWN_ID, first._id] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      confirmed: 2,
      refused: 2,
      message: 'Đã xác nhận 2 đơn; 2 đơn không xác nhận được',
    });
    expect(reply.body.results).toEqual([
      { _id: first._id, so_ct: first.so_ct, ok: true },
      {
        _id: done._id,
        so_ct: done.so_ct,
        ok: false,
        error: 'ORDER_ACTION_NOT_ALLOWED',
        message: 'Đơn hàng ở trạng thái này không thể thực hiện thao tác đó',
      },
      { _id: second._id, so_ct: second.so_ct, ok: true },
      { _id: UNKNOWN_ID, so_ct: '', ok: false, error: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' },
    ]);
    const detail = await ownerOrder(kit, second._id);
    expect(detail.body.order.trang_thai).toBe('1');
    // The last change of the order (its messages are timeline entries too: decision 061).
    const changes = detail.body.timeline.filter((entry) => entry.changes.some((c) => c.field !== 'tin_nhan'));
    expect(changes.at(-1)).toMatchObject({ by: DEMO_STAFF.email });
    const again = await bulk({ ids: [first._id] }, 'owner', '?lang=en');
    expect(again.body).toMatchObject({
      confirmed: 0,
      refused: 1,
      message: 'Confirmed: 0; not confirmed: 1',
    });
    expect(again.body.results[0]).toMatchObject({
      message: 'This action is not possible for an order in this status',
    });
  });

  it('refuses an empty, oversized or malformed selection, and every caller without the orders area', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: Array(101).fill(UNKNOWN_ID) }]) {
      const reply = await bulk(body);
      expect(reply).toMatchObject({ status: 400, body: { error: 'BULK_IDS_INVALID' } });
    }
    expect(await bulk({ ids: [hostile._id] }, 'guest')).toMatchObject({ status: 403 });
    expect(await bulk({ ids: [hostile._id] }, 'customer')).toMatchObject({ status: 403 });
    const untouched = await ownerOrder(kit, hostile._id);
    expect(untouched.body.order.trang_thai).toBe('0');
  });

  it('exports the filtered list as UTF-8 CSV with a BOM, dated, formulas defused', async () => {
    const reply = await download(`&q=${encodeURIComponent('hyperlink')}`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="don-hang-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.text.startsWith(`${BOM}Mã đơn,Thời gian đặt,Trạng thái,Người nhận,`)).toBe(true);
    const lines = reply.text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${hostile.so_ct},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Bấm"")"`);
    expect(lines[1]).not.toMatch(/,"?=HYPERLINK/);
  });

  it('follows the inbox: same tab, sort and search; headers in English; staff may export', async () => {
    const inbox = await kit.call<{ items: { so_ct: string }[] }>(
      kit.callers.staff,
      'GET',
      'console/orders?status=1&sort=so_ct&limit=100',
    );
    const reply = await download('&status=1&sort=so_ct&lang=en', 'staff');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/filename="orders-/);
    const [header, ...rows] = reply.text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(
      'Order code,Placed at,Status,Receiver,Phone,E-mail,Total (VND),Payment method,Payment status,Cash to collect (VND),Carrier,Tracking code',
    );
    expect(rows.map((row) => row.split(',')[0])).toEqual(inbox.body.items.map((item) => item.so_ct));
    expect(rows[0]).toContain(',Confirmed,');
  });

  it('streams more orders than one batch, each once', async () => {
    // Copies of a placed order under new ids and codes, straight in the table (no checkout needed).
    const copies = EXPORT_BATCH * 2 + 7;
    await kit.shop.db.query(
      `INSERT INTO documents (id_app, collection, id, data)
       SELECT id_app, collection, 'b' || lpad(to_hex(n), 23, '0'),
              data || jsonb_build_object('_id', 'b' || lpad(to_hex(n), 23, '0'), 'so_ct', 'BULK' || lpad(n::text, 6, '0'),
                                         'ten_nguoi_nhan', 'Khách Lô Lớn')
       FROM documents, generate_series(1, $3::int) AS n
       WHERE id_app = $1 AND collection = 'so1' AND id = $2`,
      [kit.shop.env.ID_APP, hostile._id, copies],
    );
    const reply = await download(`&q=${encodeURIComponent('khach lo lon')}&sort=so_ct`);
    const rows = reply.text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(copies);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(copies);
    expect(rows[0]?.startsWith('BULK000001,')).toBe(true);
  });

  it('refuses guests and shoppers, and a bad filter in their language', async () => {
    expect((await download('', 'guest')).status).toBe(403);
    expect((await download('', 'customer')).status).toBe(403);
    const bad = await download('&status=7&lang=en');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ message: 'Invalid order filter: status' });
  });
});
