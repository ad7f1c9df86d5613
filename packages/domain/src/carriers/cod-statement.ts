import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { foldWords } from '../primitives/fold.js';
import { trimmedTextField } from '../primitives/common-schemas.js';
/**
 * A carrier's COD statement as the shop imports it (issue 31 "COD money", decision 066): one row
 * per parcel with the cash the carrier collected, its fee and the day it paid the shop. Neither
 * carrier's statement export nor a statement API was found in their documentation, so the shop
 * names its columns, in English or Vietnamese (case and accents ignored), in any order.
 */
export const COD_CSV_COLUMNS = {
  tracking_code: ['ma_van_don', 'mã vận đơn', 'tracking_code', 'order_code', 'label_id'],
  order_code: ['ma_don_hang', 'mã đơn hàng', 'client_order_code', 'partner_id'],
  collected: ['tien_thu_ho', 'tiền thu hộ', 'cod', 'cod_amount', 'pick_money'],
  fee: ['phi', 'phí', 'fee', 'total_fee'],
  paid_on: ['ngay_thanh_toan', 'ngày thanh toán', 'payout_date', 'paid_on'],
} as const;
export type CodColumn = keyof typeof COD_CSV_COLUMNS;

/** Where each column is in the header, or the columns missing (tracking code, collected, fee are required). */
export function codColumnsOf(
  header: readonly string[] | undefined,
): { ok: true; at: Partial<Record<CodColumn, number>> } | { ok: false; missing: CodColumn[] } {
  // A header cell as compared: folded to its words ("Mã_vận đơn" = "ma van don").
  const folded = (header ?? []).map((cell) => foldWords(cell));
  const at: Partial<Record<CodColumn, number>> = {};
  for (const [column, names] of Object.entries(COD_CSV_COLUMNS) as [CodColumn, readonly string[]][]) {
    const index = folded.findIndex((cell) => names.some((name) => foldWords(name) === cell));
    if (index >= 0) at[column] = index;
  }
  const missing = (['tracking_code', 'collected', 'fee'] as const).filter(
    (column) => at[column] === undefined,
  );
  return missing.length > 0 ? { ok: false, missing } : { ok: true, at };
}

export interface CodLine {
  trackingCode: string;
  orderCode: string;
  collected: number;
  fee: number;
  /** YYYY-MM-DD, or undefined when the carrier has not paid it yet. */
  paidOn: string | undefined;
}

/** "245.000", "245,000", "245000 đ" → 245000; undefined when it is not a whole amount of VND. */
export function readVnd(value: string | undefined): number | undefined {
  const cleaned = (value ?? '').replace(/[\s.,đ₫]|VND/gi, '');
  if (!/^\d{1,12}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** "30/11/2026", "2026-11-30" (a time after it ignored) → "2026-11-30"; '' → undefined; else null. */
export function readPayoutDate(value: string | undefined): string | undefined | null {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const vn = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : vn ? [vn[3], vn[2], vn[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** One data row of a statement, or why it cannot be read (its 1-based line in the file is the caller's). */
export function readCodRow(
  record: readonly string[],
  at: Partial<Record<CodColumn, number>>,
): { ok: true; line: CodLine } | { ok: false; reason: 'TRACKING_CODE' | 'AMOUNT' | 'DATE' } {
  const cell = (column: CodColumn) => {
    const index = at[column];
    return index === undefined ? undefined : record[index]?.trim();
  };
  const trackingCode = cell('tracking_code') ?? '';
  if (trackingCode === '') return { ok: false, reason: 'TRACKING_CODE' };
  const collected = readVnd(cell('collected'));
  const fee = readVnd(cell('fee'));
  if (collected === undefined || fee === undefined) return { ok: false, reason: 'AMOUNT' };
  const paidOn = readPayoutDate(cell('paid_on'));
  if (paidOn === null) return { ok: false, reason: 'DATE' };
  return { ok: true, line: { trackingCode, orderCode: cell('order_code') ?? '', collected, fee, paidOn } };
}

/** Why a statement line does not agree with the shop: no such parcel, or another amount than the COD asked. */
export type CodProblem = 'UNKNOWN_PARCEL' | 'AMOUNT_DIFFERS';

export function codProblemOf(expected: number | undefined, collected: number): CodProblem | undefined {
  if (expected === undefined) return 'UNKNOWN_PARCEL';
  return expected === collected ? undefined : 'AMOUNT_DIFFERS';
}

const code = (value: ConsoleMessageCode) => value;

/** Importing a statement: the carrier, the statement's name (its number, or the file's name), the CSV text. */
export const codStatementSchema = v.object({
  carrier: v.picklist(['ghn', 'ghtk'], code('COD_IMPORT_CARRIER')),
  statement: trimmedTextField(1, 120, code('COD_IMPORT_STATEMENT')),
  csv: v.pipe(v.string(code('COD_IMPORT_ROWS')), v.maxLength(2_000_000, code('COD_IMPORT_ROWS'))),
});
export type CodStatementBody = v.InferOutput<typeof codStatementSchema>;

/** A statement line that does not agree with the shop (decision 066). */
export type CodMismatch = {
  tracking_code: string;
  so_ct: string;
  expected: number | null;
  collected: number;
  fee: number;
  paid_on: string | null;
  problem: CodProblem;
};

/** What one carrier owes the shop in cash collected on delivery (the dashboard's card, decision 066). */
export type CodOwed = {
  carrier: string;
  /** Parcels delivered with cash to collect. */
  delivered: number;
  /** The COD of those parcels, đồng. */
  cod: number;
  /** What the carrier's statements say it paid out for them (collected, and its fees). */
  paid: number;
  fees: number;
  /** Still owed by the carrier: the COD of delivered parcels no statement has paid. */
  owed: number;
};

/** GET console/orders/cod: what each carrier owes, and every statement line that does not agree. */
export interface CodOverview {
  owed: CodOwed[];
  mismatches: (CodMismatch & { carrier: string; statement: string })[];
}

/** POST console/orders/cod-statements: lines kept, the mismatches among them, the message. */
export interface CodImportReply {
  imported: number;
  mismatches: CodMismatch[];
  message: string;
}
