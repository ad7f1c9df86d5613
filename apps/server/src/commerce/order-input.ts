import { isRequestableQuantity } from '@shop/domain';
import { type LineRequest, requestOf, type StoredLine } from './pricing/line-request.js';
import { invalidField } from './commerce-errors.js';

/** What a shopper chooses on a draft; everything else on an order is the server's. */
export interface DraftChoices {
  ten_nguoi_nhan: string;
  sdt_nguoi_nhan: string;
  email_nguoi_nhan: string;
  dia_chi: string;
  xa_phuong: string;
  quan_huyen: string;
  tinh_thanh: string;
  pt_thanh_toan: string;
  don_vi_vc: string;
  goi_cuoc_vc: string;
  id_afflink: string;
  ghi_chu: string;
  /** Voucher codes in the order they were added. */
  evouchers: string[];
}

export const TEXT_CHOICES = [
  'ten_nguoi_nhan',
  'sdt_nguoi_nhan',
  'email_nguoi_nhan',
  'dia_chi',
  'xa_phuong',
  'quan_huyen',
  'tinh_thanh',
  'pt_thanh_toan',
  'don_vi_vc',
  'goi_cuoc_vc',
  'id_afflink',
  'ghi_chu',
] as const satisfies readonly (keyof DraftChoices)[];

const MAX_TEXT = 500;
const MAX_LINES = 100;
const MAX_VOUCHERS = 10;

export function emptyChoices(): DraftChoices {
  return {
    ...(Object.fromEntries(TEXT_CHOICES.map((key) => [key, ''])) as Omit<DraftChoices, 'evouchers'>),
    evouchers: [],
  };
}

function text(value: unknown, field: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.length > MAX_TEXT) throw invalidField(field);
  return value.trim();
}

function voucherCodes(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_VOUCHERS) throw invalidField('evouchers');
  return value.map((entry) => {
    const code = typeof entry === 'object' && entry !== null ? (entry as { ma?: unknown }).ma : entry;
    return text(code, 'evouchers.ma');
  });
}

/**
 * The choices of a draft after a write: the fields the body names replace the stored ones, the
 * rest stay. Unknown fields, prices, totals, statuses and owners in the body are ignored.
 */
export function readChoices(body: Record<string, unknown>, previous: Partial<DraftChoices>): DraftChoices {
  const next = { ...emptyChoices(), ...pickChoices(previous) };
  for (const key of TEXT_CHOICES) if (Object.hasOwn(body, key)) next[key] = text(body[key], key);
  if (Object.hasOwn(body, 'evouchers')) next.evouchers = voucherCodes(body.evouchers);
  return next;
}

/** The choices stored on a draft document. */
export function pickChoices(doc: Partial<Record<string, unknown>>): Partial<DraftChoices> {
  const out: Partial<DraftChoices> = {};
  for (const key of TEXT_CHOICES) if (typeof doc[key] === 'string') out[key] = doc[key] as string;
  if (Array.isArray(doc.evouchers))
    out.evouchers = doc.evouchers
      .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { ma?: unknown }).ma : entry))
      .filter((code): code is string => typeof code === 'string');
  return out;
}

/** A quantity a request asks for (a number or numeric text): the domain's rule, or a 400 naming `field`. */
export function readQuantity(value: unknown, field: string): number {
  const quantity = Number(value);
  if (!isRequestableQuantity(quantity)) throw invalidField(field);
  return quantity;
}

/** One requested line: a product code, an optional option id and a whole quantity from 1. */
export function readLineRequest(value: unknown, field = 'details'): LineRequest {
  if (typeof value !== 'object' || value === null) throw invalidField(field);
  const line = value as Record<string, unknown>;
  const ma_vt = text(line.ma_vt, `${field}.ma_vt`);
  if (ma_vt === '') throw invalidField(`${field}.ma_vt`);
  const quantity = readQuantity(line.sl_xuat ?? 1, `${field}.sl_xuat`);
  const attribute = line.thuoc_tinh;
  const attributeId =
    typeof attribute === 'object' && attribute !== null ? (attribute as { _id?: unknown })._id : undefined;
  if (attributeId !== undefined && attributeId !== null && typeof attributeId !== 'string')
    throw invalidField(`${field}.thuoc_tinh._id`);
  return { ma_vt, attributeId: attributeId || undefined, quantity };
}

export function readLineRequests(value: unknown): LineRequest[] {
  if (!Array.isArray(value) || value.length > MAX_LINES) throw invalidField('details');
  return value.map((line) => readLineRequest(line));
}

/**
 * The lines a draft write asks for: those the body sends in `details` (their prices ignored), else
 * the lines stored on the draft.
 */
export function draftRequests(body: Record<string, unknown>, stored: unknown): LineRequest[] {
  if (Array.isArray(body.details)) return readLineRequests(body.details);
  return Array.isArray(stored) ? stored.map((line: StoredLine) => requestOf(line)) : [];
}
