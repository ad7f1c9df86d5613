import * as v from 'valibot';
import { companyInvoiceWriteSchema } from '../invoices/company-invoice-write.js';
import { lineRequestSchema } from './line-request.js';

/** The text fields a shopper chooses on a draft (SPEC §3 "Order"); everything else is the server's. */
export const DRAFT_TEXT_CHOICES = [
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
] as const;
export type DraftTextChoice = (typeof DRAFT_TEXT_CHOICES)[number];

/** The most lines and vouchers one draft write may send. */
export const MAX_DRAFT_LINES = 100;
export const MAX_DRAFT_VOUCHERS = 10;

/** A chosen text as a request sends it: text of at most 500 characters (trimmed) or a number; null is ''. */
const choiceText = v.pipe(
  v.nullish(
    v.union([v.pipe(v.string(), v.maxLength(500), v.trim()), v.pipe(v.number(), v.transform(String))]),
  ),
  v.transform((value) => value ?? ''),
);

/** A voucher of a draft: its code, sent alone or as `{ ma }`. */
const voucherCode = v.union([
  choiceText,
  v.pipe(
    v.looseObject({ ma: choiceText }),
    // A missing `ma` skips its schema, so it is read as '' here.
    v.transform((entry) => entry.ma ?? ''),
  ),
]);

/**
 * The body of a draft or order write (so1): the lines (`details`, product, option, quantity; their
 * prices ignored; null is the same as left out), the text choices and the voucher codes, each read when present; other fields
 * (trang_thai, ly_do_huy, an administrator's status fields) pass through for the rule that reads them.
 */
export const draftWriteSchema = v.looseObject({
  details: v.nullish(v.pipe(v.array(lineRequestSchema), v.maxLength(MAX_DRAFT_LINES))),
  ...(Object.fromEntries(DRAFT_TEXT_CHOICES.map((field) => [field, v.optional(choiceText)])) as Record<
    DraftTextChoice,
    v.OptionalSchema<typeof choiceText, undefined>
  >),
  /** A company invoice asked for (decision 065), null for none; checked when the order is placed. */
  hoa_don: v.optional(companyInvoiceWriteSchema),
  evouchers: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.array(voucherCode), v.maxLength(MAX_DRAFT_VOUCHERS))),
      v.transform((codes) => codes ?? []),
    ),
  ),
});
export type DraftWrite = v.InferOutput<typeof draftWriteSchema>;
