import { ORDER_STATUSES, type VietQrInfo } from '@shop/domain/orders';
import type { Locale } from '@shop/domain/primitives';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './delivery.js';
import { MAIL_TEXTS, ORDER_MAIL_KINDS, type OrderMailKind } from './mail-texts.js';
import { orderStatuses } from '../seed/data/commerce.js';
import { guidePages } from '../seed/data/pages/guides.js';
import { policyPages } from '../seed/data/pages/policies.js';
import { type OrderMailInput, renderOrderMail, type ShopInfo, VIETQR_CID } from './order-mail.js';
import { mailKindsForChange } from './order-events.js';

const shop: ShopInfo = {
  name: 'Công ty Mộc Lam',
  address: 'Số 86 đường Tân Cương',
  email: 'cskh@moclam.vn',
  phone: '0208 3856 168',
};

const order = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  so_ct: 'DH000042',
  ngay_ct: '2026-03-05T03:00:00.000Z',
  ngay_du_kien_nhan: '2026-03-08T03:00:00.000Z',
  trang_thai: '0',
  trang_thai_tt: '0',
  pt_thanh_toan: 'bank',
  ten_nguoi_nhan: 'Nguyễn <b>An</b>',
  sdt_nguoi_nhan: '0912345678',
  email_nguoi_nhan: 'an@example.vn',
  dia_chi_nguoi_nhan: '12 Lê Lợi, Quận 1',
  details: [
    { ma_vt: 'TRA-1', ten_vt: 'Trà Ô Long', ten_vt_eng: 'Oolong Tea', sl_xuat: 2, tien_nt: 370_000 },
    {
      ma_vt: 'CPH-1',
      ten_vt: 'Cà phê "Robusta" & <script>alert(1)</script>',
      ten_vt_eng: 'Robusta coffee',
      sl_xuat: 1,
      tien_nt: 120_000,
      thuoc_tinh: { _id: 'x', gia_tri_bien_the_1: '500g' },
    },
  ],
  t_tien_nt: 490_000,
  t_tien_ck: 0,
  tien_evoucher: 20_000,
  tien_phi_vc: 35_000,
  tien_freeship: 35_000,
  t_tt_nt: 470_000,
};

const vietqr: VietQrInfo = {
  payload: '00020101021238570010A000000727',
  bin: '970436',
  bank_name: 'Vietcombank',
  account_number: '0071000123456',
  account_name: 'CONG TY MOC LAM',
  amount: 470_000,
  memo: 'DH000042',
};

const orderUrl = 'https://shop.example/user-profile/purchased-return';

/** The statuses by their default names, as a fresh shop's trangthai holds them. */
const statusNames = ORDER_STATUSES;
/** What every mail of these tests is rendered with. */
const base = { order, shop, statusNames };
/** The mail of `kind` in `lang`, rendered with `base` and what the test changes. */
const render = (kind: OrderMailKind, lang: Locale, input: Partial<OrderMailInput> = {}) =>
  renderOrderMail({ ...base, kind, lang, ...input });

describe('order mails', () => {
  it('placed (vi): subject, lines, totals, receiver, transfer details with the QR image, the order page', () => {
    const mail = render('order-placed', 'vi', { orderUrl, paymentMethod: 'Chuyển khoản', vietqr });
    expect(mail.subject).toBe('Đã nhận đơn hàng DH000042');
    expect(mail.text).toContain('Xin chào Nguyễn <b>An</b>,');
    expect(mail.text).toContain('- Trà Ô Long × 2: 370.000 ₫');
    expect(mail.text).toContain('(500g) × 1: 120.000 ₫');
    expect(mail.text).toContain('Tạm tính: 490.000 ₫');
    expect(mail.text).toContain('Mã giảm giá: -20.000 ₫');
    expect(mail.text).toContain('Phí vận chuyển: 35.000 ₫');
    expect(mail.text).toContain('Miễn phí vận chuyển: -35.000 ₫');
    expect(mail.text).toContain('Tổng thanh toán: 470.000 ₫');
    expect(mail.text).toContain('Ngày đặt: 05/03/2026');
    expect(mail.text).toContain('Trạng thái: Đơn mới');
    expect(mail.text).toContain('Hình thức thanh toán: Chuyển khoản');
    expect(mail.text).toContain('Số tài khoản: 0071000123456');
    expect(mail.text).toContain('Nội dung chuyển khoản: DH000042');
    expect(mail.text).toContain(`Xem đơn hàng: ${orderUrl}`);
    expect(mail.text).not.toContain('Giảm giá:');
    expect(mail.html).toContain(`src="cid:${VIETQR_CID}"`);
    expect(mail.html).toContain(`href="${orderUrl}"`);
    expect(mail.qrPayload).toBe(vietqr.payload);
  });

  it('escapes every value of the order in the HTML', () => {
    const mail = render('order-placed', 'vi', { orderUrl, vietqr });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>An</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Cà phê &quot;Robusta&quot; &amp;');
    expect(mail.html).toContain('Nguyễn &lt;b&gt;An&lt;/b&gt;');
  });

  it('placed (en): English words, English product names, English money grouping', () => {
    const mail = render('order-placed', 'en', { orderUrl, vietqr });
    expect(mail.subject).toBe('We received your order DH000042');
    expect(mail.text).toContain('Hello Nguyễn <b>An</b>,');
    expect(mail.text).toContain('- Oolong Tea × 2: 370,000 ₫');
    expect(mail.text).toContain('Total: 470,000 ₫');
    expect(mail.text).toContain('Status: New order');
    expect(mail.text).toContain('Transfer reference: DH000042');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('shows no transfer details once paid, or without a bank transfer', () => {
    const paid = render('order-placed', 'vi', { order: { ...order, trang_thai_tt: '1' }, vietqr });
    expect(paid.text).not.toContain('Hướng dẫn chuyển khoản');
    expect(paid.qrPayload).toBeUndefined();
    const cod = render('order-placed', 'vi');
    expect(cod.html).not.toContain('cid:');
    expect(cod.qrPayload).toBeUndefined();
  });

  it("the shop's notice: customer, lines and totals, a link to the console", () => {
    const mail = render('order-new', 'vi', { orderUrl: 'https://shop.example/admin/orders/x' });
    expect(mail.subject).toBe('Đơn hàng mới DH000042');
    expect(mail.text).toContain('E-mail khách hàng: an@example.vn');
    expect(mail.text).toContain('Tổng thanh toán: 470.000 ₫');
    expect(mail.text).toContain('Xem trong trang quản lý: https://shop.example/admin/orders/x');
    expect(mail.text).not.toContain('Xin chào');
  });

  it('handed to the carrier: carrier and tracking code, in both languages', () => {
    const shipped = {
      ...order,
      trang_thai: '2',
      ten_dv_vc: 'Giao Hàng Tiết Kiệm',
      ma_van_don: 'GHTK-778899',
    };
    const vi = render('order-shipped', 'vi', { order: shipped });
    expect(vi.subject).toBe('Đơn hàng DH000042 đã được giao cho đơn vị vận chuyển');
    expect(vi.text).toContain('Đơn vị vận chuyển: Giao Hàng Tiết Kiệm');
    expect(vi.text).toContain('Mã vận đơn: GHTK-778899');
    expect(vi.text).toContain('Trạng thái: Đang giao hàng');
    const en = render('order-shipped', 'en', { order: shipped });
    expect(en.subject).toBe('Your order DH000042 is with the carrier');
    expect(en.text).toContain('Tracking number: GHTK-778899');
    // Booked with a carrier the shop is connected to: a link to that carrier's tracking page.
    expect(vi.text).not.toContain('i.ghtk.vn');
    const booked = render('order-shipped', 'vi', {
      order: { ...shipped, don_vi_vc: 'GHTK', ma_van_don: 'S1.A1.17373471' },
    });
    expect(booked.text).toContain(
      'Theo dõi đơn trên trang của đơn vị vận chuyển: https://i.ghtk.vn/S1.A1.17373471',
    );
    expect(booked.html).toContain('href="https://i.ghtk.vn/S1.A1.17373471"');
  });

  it("the tracking text names the shop's phone from its settings, whatever it is (decision 046)", () => {
    const shipped = { ...order, trang_thai: '2', ten_dv_vc: 'GHTK', ma_van_don: 'GHTK-1' };
    const other = { ...shop, phone: '1900 6868' };
    const vi = render('order-shipped', 'vi', { shop: other, order: shipped });
    expect(vi.text).toContain(
      'Quý khách tra cứu hành trình bằng mã vận đơn trên trang của đơn vị vận chuyển, hoặc gọi 1900 6868 để được hỗ trợ.',
    );
    expect(vi.html).toContain('hoặc gọi 1900 6868 để được hỗ trợ');
    const en = render('order-shipped', 'en', { shop: other, order: shipped });
    expect(en.text).toContain(
      "Follow the parcel with its tracking number on the carrier's site, or call 1900 6868 for help.",
    );
    // A shop without a phone in its settings gets no sentence naming one.
    const none = render('order-shipped', 'vi', { shop: { ...shop, phone: '' }, order: shipped });
    expect(none.text).not.toContain('hoặc gọi');
  });

  it('cancelled: the reason, escaped in HTML', () => {
    const cancelled = { ...order, trang_thai: '9', ly_do_huy: 'Hết hàng <sớm>' };
    const vi = render('order-cancelled', 'vi', { order: cancelled });
    expect(vi.subject).toBe('Đơn hàng DH000042 đã bị huỷ');
    expect(vi.text).toContain('Lý do huỷ: Hết hàng <sớm>');
    expect(vi.html).toContain('Hết hàng &lt;sớm&gt;');
    const en = render('order-cancelled', 'en', { order: cancelled });
    expect(en.text).toContain('Reason: Hết hàng <sớm>');
  });

  it('payment reminder (decision 067): the deadline and the transfer details with the QR again', () => {
    const waiting = { ...order, han_thanh_toan: '2026-11-30T03:00:00.000Z' };
    const vi = render('payment-reminder', 'vi', { order: waiting, vietqr });
    expect(vi.subject).toBe('Đơn hàng DH000042 đang chờ thanh toán');
    expect(vi.text).toContain('Hạn thanh toán: 30/11/2026 10:00');
    expect(vi.text).toContain(`Nội dung chuyển khoản: ${vietqr.memo}`);
    expect(vi.qrPayload).toBe(vietqr.payload);
    const en = render('payment-reminder', 'en', { order: waiting, vietqr });
    expect(en.text).toContain('Pay by: 30/11/2026 10:00');
  });

  it('refund news (decision 067): the latest refund, its state, reason and reference', () => {
    const refunded = {
      ...order,
      hoan_tien: [
        {
          _id: 'a',
          kind: 'gateway',
          amount: 10_000,
          state: 'failed',
          reason: 'Thử',
          created_at: '2026-11-29T01:00:00Z',
        },
        {
          _id: 'b',
          kind: 'bank',
          amount: 50_000,
          state: 'done',
          reason: 'Hết hàng',
          reference: 'FT123',
          created_at: '2026-11-29T02:00:00Z',
        },
      ],
    };
    const vi = render('refund-update', 'vi', { order: refunded });
    expect(vi.subject).toBe('Hoàn tiền cho đơn hàng DH000042');
    expect(vi.text).toContain('Số tiền hoàn: 50.000 ₫');
    expect(vi.text).toContain('Tình trạng hoàn tiền: Đã hoàn tiền');
    expect(vi.text).toContain('Mã tham chiếu: FT123');
    const en = render('refund-update', 'en', { order: refunded });
    expect(en.text).toContain('Refund status: Refunded');
  });

  it("tells a return's steps: the note, what to do with the goods, the refund and the exchange order", () => {
    const approved = render('return-update', 'vi', {
      order,
      returnStep: { status: 'approved', note: 'Gửi về <kho> Hà Nội', instructions: 'send-back' },
    });
    expect(approved.subject).toBe('Cập nhật yêu cầu đổi/trả của đơn hàng DH000042');
    expect(approved.text).toContain('Yêu cầu đổi/trả: Đã được duyệt');
    expect(approved.text).toContain('Lời nhắn của cửa hàng: Gửi về <kho> Hà Nội');
    expect(approved.text).toContain('Quý khách vui lòng gửi trả sản phẩm cho cửa hàng theo hướng dẫn.');
    expect(approved.html).toContain('Gửi về &lt;kho&gt; Hà Nội');
    const refunded = render('return-update', 'en', {
      order,
      returnStep: { status: 'refunded', refund_amount: 120_000, refund_kind: 'cod', note: '' },
    });
    expect(refunded.subject).toBe('Your return request for order DH000042');
    expect(refunded.text).toContain('Return request: Refunded');
    expect(refunded.text).toContain('Refund amount: 120,000 ₫');
    expect(refunded.text).toContain('The shop will refund you by bank transfer or in cash');
    const exchanged = render('return-update', 'vi', {
      order,
      returnStep: { status: 'exchanged', exchange_so_ct: 'DH000077' },
    });
    expect(exchanged.text).toContain('Đơn hàng đổi: DH000077');
  });

  it('names the status as the shop named it in trangthai', () => {
    const renamed = statusNames.map((status) =>
      status.ma === '1' ? { ...status, ten: 'Đã chốt đơn' } : status,
    );
    const mail = render('order-confirmed', 'vi', {
      order: { ...order, trang_thai: '1' },
      statusNames: renamed,
    });
    expect(mail.text).toContain('Trạng thái: Đã chốt đơn');
  });

  it("spells 'huỷ' one way in the mails' words and the seeded statuses and pages (decision 042)", () => {
    const texts = JSON.stringify([MAIL_TEXTS, orderStatuses, guidePages, policyPages]);
    expect(texts.match(/hủy/gi)).toBeNull();
  });

  it('confirmed, delivered and payment received', () => {
    const confirmed = render('order-confirmed', 'vi', { order: { ...order, trang_thai: '1' } });
    expect(confirmed.subject).toBe('Đơn hàng DH000042 đã được xác nhận');
    expect(confirmed.text).toContain('Ngày giao dự kiến: 08/03/2026');
    const delivered = render('order-delivered', 'en', { order: { ...order, trang_thai: '3' } });
    expect(delivered.subject).toBe('Your order DH000042 has been delivered');
    const paid = render('payment-received', 'vi', {
      order: { ...order, trang_thai_tt: '1', thanh_toan_nhan: { so_tien: 470_000 } },
    });
    expect(paid.subject).toBe('Đã nhận thanh toán cho đơn hàng DH000042');
    expect(paid.text).toContain('Số tiền đã nhận: 470.000 ₫');
  });

  it('the e-invoice in its own mail: number, lookup code and link; the delivered mail without one', () => {
    const invoiced = {
      ...order,
      trang_thai: '3',
      hoa_don_dien_tu: { so_hoa_don: '0000042', ma_tra_cuu: 'HD-DH000042', link: '/x', ngay: '2026-03-08' },
    };
    const url = 'https://einvoice.test/HD-DH000042';
    const vi = render('einvoice-issued', 'vi', { order: invoiced, einvoiceUrl: url });
    expect(vi.subject).toBe('Hóa đơn điện tử của đơn hàng DH000042');
    expect(vi.text).toContain('Số hóa đơn điện tử: 0000042');
    expect(vi.text).toContain('Mã tra cứu hóa đơn: HD-DH000042');
    expect(vi.text).toContain(url);
    const en = render('einvoice-issued', 'en', { order: invoiced, einvoiceUrl: url });
    expect(en.text).toContain('Invoice lookup code: HD-DH000042');
    const delivered = render('order-delivered', 'vi', { order: { ...order, trang_thai: '3' } });
    expect(delivered.text).not.toContain('Mã tra cứu hóa đơn');
  });

  it('every kind has a subject and a lead in both languages, and a text and an HTML part', () => {
    for (const kind of ORDER_MAIL_KINDS) {
      for (const lang of ['vi', 'en'] as const) {
        const mail = renderOrderMail({ kind, lang, ...base });
        expect(mail.subject).toContain('DH000042');
        expect(mail.text).toContain(shop.name);
        expect(mail.html).toMatch(/^<!doctype html>/);
      }
    }
  });
});

describe('which mails a change calls for', () => {
  it('one per new status, one when the payment is received, none for a repeat', () => {
    expect(mailKindsForChange({ trang_thai: '0' }, { trang_thai: '1' })).toEqual(['order-confirmed']);
    expect(mailKindsForChange({ trang_thai: '1' }, { trang_thai: '2' })).toEqual(['order-shipped']);
    expect(mailKindsForChange({ trang_thai: '2' }, { trang_thai: '3' })).toEqual(['order-delivered']);
    expect(mailKindsForChange({ trang_thai: '1' }, { trang_thai: '9' })).toEqual(['order-cancelled']);
    expect(mailKindsForChange({ trang_thai: '9' }, { trang_thai: '9' })).toEqual([]);
    expect(
      mailKindsForChange({ trang_thai: '1', trang_thai_tt: '0' }, { trang_thai: '1', trang_thai_tt: '1' }),
    ).toEqual(['payment-received']);
    expect(mailKindsForChange({ trang_thai_tt: '1' }, { trang_thai_tt: '1' })).toEqual([]);
  });
});

describe('retry back-off', () => {
  it('doubles after each failure, capped at six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(6 * 3_600_000);
  });
});
