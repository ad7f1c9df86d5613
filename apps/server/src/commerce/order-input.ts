import {
  type CompanyInvoiceWrite,
  companyInvoiceCodeSchema,
  companyInvoiceWriteSchema,
} from '@shop/domain/invoices';
import {
  DRAFT_TEXT_CHOICES,
  type DraftTextChoice,
  type DraftWrite,
  type LineRequestInput,
} from '@shop/domain/orders';
import * as v from 'valibot';
import { type LineRequest, requestOf, type StoredLine } from './pricing/line-request.js';
import { appError } from '../errors.js';

/** What a shopper chooses on a draft; everything else on an order is the server's. */
export type DraftChoices = Record<DraftTextChoice, string> & {
  /** Voucher codes in the order they were added. */
  evouchers: string[];
  /** The company invoice asked for (decision 065), null for none. */
  hoa_don: CompanyInvoiceWrite;
};

export function emptyChoices(): DraftChoices {
  return {
    ...(Object.fromEntries(DRAFT_TEXT_CHOICES.map((key) => [key, ''])) as Record<DraftTextChoice, string>),
    evouchers: [],
    hoa_don: null,
  };
}

/**
 * The choices of a draft after a write: the fields the body names replace the stored ones, the
 * rest stay. Unknown fields, prices, totals, statuses and owners in the body are ignored.
 */
export function readChoices(body: DraftWrite, previous: Partial<DraftChoices>): DraftChoices {
  const next = { ...emptyChoices(), ...pickChoices(previous) };
  for (const key of DRAFT_TEXT_CHOICES) {
    const value = body[key];
    if (value !== undefined) next[key] = value;
  }
  if (body.evouchers !== undefined) next.evouchers = body.evouchers;
  if (body.hoa_don !== undefined) next.hoa_don = body.hoa_don;
  return next;
}

/** The choices stored on a draft document. */
export function pickChoices(doc: Partial<Record<string, unknown>>): Partial<DraftChoices> {
  const out: Partial<DraftChoices> = {};
  for (const key of DRAFT_TEXT_CHOICES) if (typeof doc[key] === 'string') out[key] = doc[key] as string;
  if (Array.isArray(doc.evouchers))
    out.evouchers = doc.evouchers
      .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { ma?: unknown }).ma : entry))
      .filter((code): code is string => typeof code === 'string');
  const invoice = v.safeParse(companyInvoiceWriteOrNull, doc.hoa_don);
  if (invoice.success) out.hoa_don = invoice.output;
  return out;
}

const companyInvoiceWriteOrNull = v.nullish(companyInvoiceWriteSchema, null);

/**
 * A company invoice asked for, checked (decision 065): its fields trimmed and its tax code in the
 * standard form; null stays null. Refuses with the first field's code (400: COMPANY_NAME_REQUIRED,
 * TAX_CODE_*, COMPANY_ADDRESS_REQUIRED, INVOICE_EMAIL_REQUIRED, EMAIL_INVALID, TEXT_TOO_LONG).
 */
export function checkCompanyInvoice(invoice: CompanyInvoiceWrite): CompanyInvoiceWrite {
  if (invoice === null) return null;
  const result = v.safeParse(companyInvoiceCodeSchema(), invoice, { abortEarly: true });
  if (result.success) return result.output;
  const code = INVOICE_REFUSALS.find((refusal) => refusal === result.issues[0]?.message);
  throw code ? appError(code) : appError('TEXT_TOO_LONG', { max: 500 });
}

/** The codes companyInvoiceCodeSchema refuses with (a text too long carries its own text). */
const INVOICE_REFUSALS = [
  'COMPANY_NAME_REQUIRED',
  'TAX_CODE_REQUIRED',
  'TAX_CODE_FORMAT',
  'TAX_CODE_CHECK_DIGIT',
  'COMPANY_ADDRESS_REQUIRED',
  'INVOICE_EMAIL_REQUIRED',
  'EMAIL_INVALID',
] as const;

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
  if (!result.success) throw appError('BODY_FIELD_INVALID', { field: issueField(result.issues[0], root) });
  return result.output;
}

/** The request a line of a body read with the domain's lineRequestSchema stands for. */
export function toLineRequest(line: LineRequestInput): LineRequest {
  return { ma_vt: line.ma_vt, attributeId: line.thuoc_tinh?._id || undefined, quantity: line.sl_xuat };
}

/**
 * The lines a draft write asks for: those the body sends in `details` (their prices ignored), else
 * the lines stored on the draft.
 */
export function draftRequests(body: DraftWrite, stored: unknown): LineRequest[] {
  if (body.details) return body.details.map(toLineRequest);
  return Array.isArray(stored) ? stored.map((line: StoredLine) => requestOf(line)) : [];
}
