import { lineRequestSchema } from '@shop/domain';
import * as v from 'valibot';
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

/**
 * The field a valibot issue is about, as the 400 reply names it: the object keys of its path
 * (array positions left out: every line of `details` is `details.…`), after `root`.
 */
function issueField(issue: v.BaseIssue<unknown> | undefined, root: string): string {
  const keys = (issue?.path ?? []).flatMap((item) => (item.type === 'array' ? [] : [String(item.key)]));
  return [root, ...keys].filter((part) => part !== '').join('.') || root;
}

/** A value read with a domain schema, or 400 BODY_INVALID naming the first field that is wrong. */
export function parseOrRefuse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  root = '',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (!result.success) throw invalidField(issueField(result.issues[0], root));
  return result.output;
}

/** One requested line (the domain's lineRequestSchema): product code, optional option, quantity. */
export function readLineRequest(value: unknown, field = 'details'): LineRequest {
  const line = parseOrRefuse(lineRequestSchema, value, field);
  return { ma_vt: line.ma_vt, attributeId: line.thuoc_tinh?._id || undefined, quantity: line.sl_xuat };
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
