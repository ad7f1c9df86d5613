import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleKit, type PlacedRow, startConsoleKit } from '../../console/console.test-kit.js';
import { BANK } from '../../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../../testing.js';
import { planOrderEinvoice } from './invoices.js';
import { findOrder } from '../order-store.js';
import { type OutboxRow, renderOutboxRow } from '../../mail/render-row.js';

type Invoice = {
  id: string;
  state: string;
  step: string;
  kind: string;
  so_ct: string;
  invoice_number: string | null;
  reference_code: string;
  lookup_url: string | null;
  error: string | null;
  total: number;
  buyer_tax_code: string;
  vat_by_rate: { rate: number; net: number; vat: number; amount: number }[];
};

const COMPANY = {
  ten_cong_ty: 'Công ty TNHH Mộc Lâm',
  ma_so_thue: '0314409058',
  dia_chi_cong_ty: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
  email_hoa_don: 'ketoan@moclam.vn',
};

/** E-invoices issued through the SePay simulator by the job queue (issue 32, decision 059). */
describe.each(testBackends())('e-invoices on %s', (backend) => {
  let kit: ConsoleKit;
  beforeAll(async () => {
    // A quick queue: each step runs within tens of milliseconds, a retry after 1 s.
    kit = await startConsoleKit(backend, { SCHEDULE_POLL_MS: '50', SCHEDULE_RETRY_SECONDS: '1' });
    await kit.shop.app.ready();
  }, 240_000);
  afterAll(() => kit?.shop.close());
  const owner = () => kit.callers.owner;
  const simulator = () => {
    const found = kit.shop.app.einvoicing.simulator;
    if (!found) throw new Error('the e-invoice simulator is not on');
    return found;
  };
  const act = async (id: string, action: string, body?: unknown) => {
    const reply = await kit.call(owner(), 'POST', `console/orders/${id}/${action}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  async function delivered(extra: Record<string, unknown> = {}): Promise<PlacedRow> {
    const order = await kit.place(extra);
    await act(order._id, 'confirm');
    await act(order._id, 'ship', { don_vi_vc: 'GHN', ma_van_don: `GHN-${order.so_ct}` });
    await act(order._id, 'deliver');
    return order;
  }
  const invoicesOf = async (id: string) =>
    (await kit.call<{ einvoices: Invoice[] }>(owner(), 'GET', `console/orders/${id}/einvoices`)).body
      .einvoices;
  async function settled(id: string, timeoutMs = 10_000): Promise<Invoice> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const [invoice] = await invoicesOf(id);
      if (invoice && invoice.state !== 'waiting') return invoice;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the invoice of ${id} stayed waiting`);
  }
  const mailsOf = (id: string, kind: 'order-delivered' | 'einvoice-issued') =>
    kit.shop.db.query<
      Record<string, unknown> & OutboxRow & { recipient: string; data: { order: Record<string, unknown> } }
    >(`SELECT * FROM outbox WHERE order_id = $1 AND kind = $2 AND channel = 'email' ORDER BY recipient`, [
      id,
      kind,
    ]);
  const deliveredMails = (id: string) => mailsOf(id, 'order-delivered');
  const rendered = (row: OutboxRow) =>
    renderOutboxRow(kit.shop.db, row, { idApp: kit.shop.env.ID_APP, publicOrigin: 'https://shop.test' });

  it('issues the company invoice of a delivered cash-on-delivery order and mails it, after the delivered mail', async () => {
    const order = await delivered({ hoa_don: COMPANY });
    // The delivered mail went with the delivery, before the invoice (decision 059 addendum).
    const [deliveredMail] = await deliveredMails(order._id);
    expect(deliveredMail?.data.order.hoa_don_dien_tu).toBeUndefined();
    const invoice = await settled(order._id);
    expect(invoice).toMatchObject({ state: 'issued', step: 'done', kind: 'original', error: null });
    expect(invoice.buyer_tax_code).toBe('0314409058');
    expect(invoice.total).toBe(Number(order.t_tt_nt));
    expect(invoice.vat_by_rate.reduce((sum, rate) => sum + rate.amount, 0)).toBe(Number(order.t_tt_nt));
    // At the provider: one draft, checked, then issued, with the buyer of hoa_don and the rates.
    const atProvider = simulator().invoices.get(invoice.reference_code);
    expect(atProvider).toMatchObject({ status: 'issued', totalAmount: Number(order.t_tt_nt) });
    expect(atProvider?.body).toMatchObject({
      is_draft: true,
      currency: 'VND',
      payment_method: 'TM',
      buyer: { type: 'company', tax_code: '0314409058', email: 'ketoan@moclam.vn' },
    });
    // The order shows it (so1.hoa_don_dien_tu) and its own mail carries it, to the shopper and to
    // the company's invoice address.
    const saved = await findOrder(kit.shop.db, kit.shop.env.ID_APP, null, order._id);
    expect(saved?.hoa_don_dien_tu).toEqual({
      so_hoa_don: invoice.invoice_number,
      ma_tra_cuu: invoice.reference_code,
      link: `/sandbox-einvoice/invoices/${invoice.reference_code}`,
      ngay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await deliveredMails(order._id)).toHaveLength(1);
    const mails = await mailsOf(order._id, 'einvoice-issued');
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [String(order.email_nguoi_nhan), 'ketoan@moclam.vn'].sort(),
    );
    const mail = await rendered(mails[0] as OutboxRow);
    expect(mail.subject).toBe(`Hóa đơn điện tử của đơn hàng ${order.so_ct}`);
    expect(mail.text).toContain(`Số hóa đơn điện tử: ${invoice.invoice_number}`);
    expect(mail.text).toContain(`Mã tra cứu hóa đơn: ${invoice.reference_code}`);
    expect(mail.text).toContain(`https://shop.test/sandbox-einvoice/invoices/${invoice.reference_code}`);
    // The lookup page the link leads to.
    const page = await kit.shop.app.inject({
      method: 'GET',
      url: `/sandbox-einvoice/invoices/${invoice.reference_code}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(invoice.reference_code);
    expect(page.body).toContain('0314409058');
  });

  it('invoices an order once, whatever plans it twice (a retry, two processes)', async () => {
    const order = await delivered();
    const invoice = await settled(order._id);
    expect(invoice.state).toBe('issued');
    const doc = await findOrder(kit.shop.db, kit.shop.env.ID_APP, null, order._id);
    if (!doc) throw new Error('order gone');
    // Two more plans at once, as two processes moving the same order would.
    const again = await Promise.all(
      [0, 1].map(() =>
        kit.shop.db.transaction((tx) => planOrderEinvoice(tx, kit.shop.env.ID_APP, doc, { now: new Date() })),
      ),
    );
    expect(again).toEqual([false, false]);
    expect(await invoicesOf(order._id)).toHaveLength(1);
    // A personal invoice's mail goes to the shopper only, once.
    expect(await mailsOf(order._id, 'einvoice-issued')).toHaveLength(1);
    const atProvider = [...simulator().invoices.values()].filter(
      (entry) => entry.body.notes === `Đơn hàng ${order.so_ct}`,
    );
    expect(atProvider).toHaveLength(1);
    // An individual shopper is the buyer when no company was asked for.
    expect(atProvider[0]?.body.buyer).toMatchObject({ type: 'personal' });
  });

  it('retries with back-off while the provider is down, the delivered mail gone at once, and issues once it is back', async () => {
    simulator().control.mode = 'down';
    try {
      const order = await delivered();
      // Still waiting after several tries; the delivered mail did not wait for it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const [waiting] = await invoicesOf(order._id);
      expect(waiting).toMatchObject({ state: 'waiting', step: 'create' });
      expect(await deliveredMails(order._id)).toHaveLength(1);
      expect(await mailsOf(order._id, 'einvoice-issued')).toHaveLength(0);
      const [job] = await kit.shop.db.query<{ attempts: number; error: string }>(
        `SELECT attempts, error FROM jobs WHERE kind = 'einvoice' AND payload->>'invoiceId' = $1`,
        [waiting?.id],
      );
      expect(job?.attempts).toBeGreaterThanOrEqual(1);
      expect(job?.error).toContain('HTTP 503');
      simulator().control.mode = 'up';
      const invoice = await settled(order._id, 20_000);
      expect(invoice.state).toBe('issued');
      expect(await deliveredMails(order._id)).toHaveLength(1);
      expect(await mailsOf(order._id, 'einvoice-issued')).toHaveLength(1);
    } finally {
      simulator().control.mode = 'up';
    }
  }, 40_000);

  it("fails with the provider's reason, mails no invoice, and re-issues from the console", async () => {
    simulator().control.refuse = 'Mã số thuế người mua không đúng';
    const order = await delivered({ hoa_don: COMPANY });
    const failed = await settled(order._id);
    simulator().control.refuse = null;
    expect(failed).toMatchObject({ state: 'failed', error: 'Mã số thuế người mua không đúng' });
    expect(await deliveredMails(order._id)).toHaveLength(1);
    expect(await mailsOf(order._id, 'einvoice-issued')).toHaveLength(0);
    // The list shows it with its reason; re-issued, it goes through under a new reference.
    const list = await kit.call<{ items: Invoice[]; counts: Record<string, number> }>(
      owner(),
      'GET',
      'console/einvoices?state=failed',
    );
    expect(list.body.items.map((item) => item.so_ct)).toContain(order.so_ct);
    const notFailed = await kit.call(owner(), 'POST', `console/einvoices/${failed.id}/reissue`);
    expect(notFailed.status).toBe(200);
    const twice = await kit.call<{ error: string }>(
      owner(),
      'POST',
      `console/einvoices/${failed.id}/reissue`,
    );
    expect(twice.body.error).toBe('EINVOICE_NOT_FAILED');
    const issued = await settled(order._id);
    expect(issued).toMatchObject({ state: 'issued', error: null });
    expect(issued.reference_code).not.toBe(failed.reference_code);
    expect(await mailsOf(order._id, 'einvoice-issued')).toHaveLength(2);
    // Staff cannot re-issue without the orders right; a customer is refused.
    const customer = await kit.call(kit.callers.customer, 'POST', `console/einvoices/${failed.id}/reissue`);
    expect(customer.status).toBe(403);
  });

  it('a refund of an invoiced order asks the accountant for a decrease adjustment, listed and exported', async () => {
    const order = await kit.place({ pt_thanh_toan: BANK, hoa_don: COMPANY });
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    await act(order._id, 'payment', { so_tien: Number(order.t_tt_nt), ngay: today });
    await act(order._id, 'confirm');
    // Paid and handed to the carrier: the sale happened, the invoice is issued.
    await act(order._id, 'ship', { don_vi_vc: 'GHN', ma_van_don: `GHN-${order.so_ct}` });
    const original = await settled(order._id);
    expect(original.state).toBe('issued');
    const refund = (amount: number) =>
      act(order._id, 'bank-refunds', {
        so_tien: amount,
        ngay: today,
        ma_tham_chieu: `FT${amount}`,
        ly_do: 'Khách trả lại một món',
      });
    await refund(20_000);
    await refund(15_000);
    const adjustments = (await invoicesOf(order._id)).filter((invoice) => invoice.kind === 'adjustment');
    expect(adjustments.map((item) => [item.state, item.total, item.reference_code])).toEqual([
      ['needs-adjustment', -20_000, `${original.reference_code}-DC-1`],
      ['needs-adjustment', -15_000, `${original.reference_code}-DC-2`],
    ]);
    expect(adjustments[0]?.buyer_tax_code).toBe('0314409058');
    // Nothing went to the provider for them; the list's tab shows them.
    expect(simulator().invoices.has(`${original.reference_code}-DC-1`)).toBe(false);
    const list = await kit.call<{ items: Invoice[]; counts: Record<string, number> }>(
      owner(),
      'GET',
      'console/einvoices?state=needs-adjustment',
    );
    expect(list.body.items.filter((item) => item.so_ct === order.so_ct)).toHaveLength(2);
    expect(list.body.counts['needs-adjustment']).toBeGreaterThanOrEqual(2);
    const csv = await kit.shop.app.inject({
      method: 'GET',
      url: `${kit.base}/console/einvoices/export?from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${owner().token}` },
    });
    const line = csv.body.split('\r\n').find((row) => row.includes(order.so_ct) && row.includes('-20000'));
    expect(line).toContain('Hóa đơn điều chỉnh giảm');
    expect(line).toContain(`Cần điều chỉnh: hoàn 20.000 ₫ (gốc ${original.reference_code})`);
  });

  it("exports a period's invoices for the accountant, one line per VAT rate", async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const reply = await kit.shop.app.inject({
      method: 'GET',
      url: `${kit.base}/console/einvoices/export?from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${owner().token}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Ngày bán,Ngày phát hành,Số hóa đơn,Mã tra cứu,Đơn hàng,Loại,Người mua,Mã số thuế,Thuế suất (%),Tiền chưa thuế,Tiền thuế,Cộng,Trạng thái',
    );
    expect(lines.some((line) => line.includes('0314409058') && line.includes('Đã phát hành'))).toBe(true);
    const bad = await kit.call<{ error: string }>(
      owner(),
      'GET',
      'console/einvoices/export?from=2026-01-01&to=2025-01-01',
    );
    expect(bad.body.error).toBe('EINVOICE_PERIOD_INVALID');
  });
});
