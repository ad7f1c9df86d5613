import { createHash, timingSafeEqual } from 'node:crypto';
import { ORDER_STATUS_DRAFT } from '@shop/domain/orders';
import QRCode from 'qrcode';
import { normalizeEmail, normalizePhone } from '../accounts/users.js';
import type { Queryable } from '../db/database.js';
import type { OrderDoc } from './order-store.js';
import { describeOrders } from './order-view.js';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a guest types as the order's contact: an e-mail (any case) or a phone (+84/84/0, any spacing). */
export function normalizeContact(contact: string): string {
  const text = contact.trim();
  return text.includes('@') ? normalizeEmail(text) : normalizePhone(text);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `contact` is the order's receiver phone or e-mail. Compared as fixed-length digests in
 * constant time, and both are always compared, so the answer takes as long whichever matched.
 */
export function contactMatches(order: Readonly<Record<string, unknown>>, contact: string): boolean {
  const given = digest(normalizeContact(contact));
  const phone = str(order.sdt_nguoi_nhan);
  const email = str(order.email_nguoi_nhan);
  const isPhone = timingSafeEqual(given, digest(phone ? normalizePhone(phone) : '\u0000'));
  const isEmail = timingSafeEqual(given, digest(email ? normalizeEmail(email) : '\u0000'));
  return (isPhone || isEmail) && normalizeContact(contact) !== '';
}

/** A placed order (never a draft) by its code, whoever owns it; codes are unique in an app. */
export async function findPlacedOrder(
  db: Queryable,
  idApp: string,
  soCt: string,
): Promise<OrderDoc | undefined> {
  const rows = await db.query<{ data: OrderDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'so1' AND data->>'so_ct' = $2
       AND data->>'trang_thai' <> $3`,
    [idApp, soCt.trim().toUpperCase(), ORDER_STATUS_DRAFT],
  );
  return rows[0]?.data;
}

/** `0912345678` → `•••••••678`: the last three digits. */
export function maskPhone(phone: string): string {
  const digits = normalizePhone(phone);
  return digits.length > 3 ? `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}` : digits;
}

/** `an.nguyen@example.vn` → `a•••@example.vn`: the first letter and the domain. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  return domain ? `${local.slice(0, 1)}•••@${domain}` : '';
}

/** `Nguyễn Văn An` → `N. V. An`: initials and the given name, as said in Vietnamese. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return [...words.slice(0, -1).map((word) => `${[...word][0]}.`), words.at(-1)].join(' ');
}

// The fields of an order a lookup shows: what the shopper's own history shows of it, less the
// receiver's street and full phone, e-mail and name (decision 046).
const SHOWN = [
  'so_ct',
  'ngay_ct',
  'ngay_du_kien_nhan',
  'trang_thai',
  'trang_thai_tt',
  'ten_trang_thai',
  'ten_trang_thai_eng',
  'pt_thanh_toan',
  'ten_pt_thanh_toan',
  'ten_pt_thanh_toan_eng',
  'loai_pt_thanh_toan',
  'thu_ho',
  'don_vi_vc',
  'ten_dv_vc',
  'goi_cuoc_vc',
  'ma_van_don',
  'ly_do_huy',
  't_tien_hang',
  't_tien_nt',
  't_tien_ck',
  'tien_evoucher',
  'tien_phi_vc',
  'tien_freeship',
  't_tt_nt',
  'evouchers',
] as const;

const LINE_FIELDS = [
  'ma_vt',
  'ten_vt',
  'ten_vt_eng',
  'thuoc_tinh',
  'sl_xuat',
  'gia_ban_le',
  'gia_ban',
  'gia_ban_nt',
  'tien',
  'tien_nt',
  'tien_ck',
  'tien_ck_nt',
  'picture',
] as const;

function pick<T extends Record<string, unknown>>(
  source: T,
  fields: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  );
}

/**
 * One order as the lookup page shows it: the history's fields and names (status, payment method,
 * carrier, VietQR of an unpaid transfer, with its image inline), and the receiver partly masked:
 * initials, the last digits of the phone, the e-mail's first letter, the ward, district and
 * province without the street.
 */
export async function lookupView(
  db: Queryable,
  idApp: string,
  order: OrderDoc,
): Promise<Record<string, unknown>> {
  const [described] = await describeOrders(db, idApp, [order]);
  const full = (described ?? order) as Record<string, unknown>;
  const lines = Array.isArray(full.details) ? (full.details as Record<string, unknown>[]) : [];
  const vietqr = full.vietqr as { payload: string } | undefined;
  const qrImage = vietqr
    ? `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(vietqr.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      ).toString('base64')}`
    : undefined;
  return {
    ...pick(full, SHOWN),
    details: lines.map((line) => pick(line, LINE_FIELDS)),
    nguoi_nhan: {
      ten: maskName(str(full.ten_nguoi_nhan)),
      sdt: maskPhone(str(full.sdt_nguoi_nhan)),
      email: maskEmail(str(full.email_nguoi_nhan)),
      khu_vuc: [
        full.ten_xa_phuong ?? full.xa_phuong,
        full.ten_quan_huyen ?? full.quan_huyen,
        full.ten_tinh_thanh ?? full.tinh_thanh,
      ]
        .map(str)
        .filter(Boolean)
        .join(', '),
    },
    ...(vietqr ? { vietqr: { ...vietqr, qr_image: qrImage } } : {}),
  };
}
