import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { foldHolderName } from '../payments/vietqr-banks.js';
import { moneyField } from '../primitives/common-schemas.js';
import { isValidEmail } from '../accounts/account.js';
import {
  FOOTER_HREF_MAX,
  FOOTER_LABEL_MAX,
  FOOTER_LINKS_MAX,
  type FooterLink,
  type FooterPageKind,
  isSafeFooterHref,
} from '../content/footer.js';
import { PICTURE_PATH } from '../catalogue/picture-path.js';
import type { Carrier, ContentPage, PaymentKind, PaymentMethod } from '../contracts/reference-data.js';

/**
 * The console's settings (issue 14, docs/api.md "Console: settings"): shipping fees, free-shipping
 * rules, carriers, payment methods, company info and the footer lists. Each form's schema is the
 * one the server reads the request with; issues carry message codes.
 */
const code = (value: ConsoleMessageCode | 'EMAIL_INVALID') => value;

/** The collections behind the settings lists, by the name the console's paths use. */
export const SETTINGS_COLLECTIONS = {
  fees: 'ecomtransportfees',
  freeships: 'ecompromotion_freeships',
  carriers: 'ecomcarrier_fees',
  payments: 'ptthanhtoan',
} as const;
export type SettingsKind = keyof typeof SETTINGS_COLLECTIONS;
export const SETTINGS_KINDS = Object.keys(SETTINGS_COLLECTIONS) as SettingsKind[];

export const FEE_MAX = 10_000_000;
export const AMOUNT_MAX = 1_000_000_000;
const TEXT_MAX = 500;
/** The brand is shown in the header and after every page title: a short name. */
export const BRAND_NAME_MAX = 60;
export { DEFAULT_BRAND_NAME } from './brand-name.js';

/** Free text: trimmed, '' when missing or null, at most 500 characters. */
const text = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => (value ?? '').trim()),
  v.maxLength(TEXT_MAX, code('SETTINGS_TEXT_TOO_LONG')),
);
const required = (message: ConsoleMessageCode) => v.pipe(text, v.nonEmpty(message));
/** Text that passes `test`, or ''. */
const shaped = (test: RegExp | ((value: string) => boolean), message: ConsoleMessageCode | 'EMAIL_INVALID') =>
  v.pipe(
    text,
    v.check(
      (value) => value === '' || (typeof test === 'function' ? test(value) : test.test(value)),
      message,
    ),
  );

/** 8–15 digits, with an optional leading + and spaces or dots between them. */
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9][0-9 .]*[0-9]$/.test(value) && digits >= 8 && digits <= 15;
}

/** A whole number typed in a form (a numeric string) or sent as a number, within [min, max]. */
export function wholeNumberField(min: number, max: number, message: ConsoleMessageCode) {
  return v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(
          v.string(message),
          v.transform((value) => value.replace(/[.,\s]/g, '')),
          v.regex(/^\d{1,13}$/, message),
          v.transform(Number),
        ),
      ],
      message,
    ),
    v.safeInteger(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const displayOrder = v.optional(wholeNumberField(0, 9999, 'SETTINGS_ORDER_INVALID'), 0);

/** A calendar day 'YYYY-MM-DD' (a whole Vietnam day, as validityStatus reads it), or ''. */
const isoDay = v.pipe(
  text,
  v.check(
    (value) =>
      value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
    code('SETTINGS_DATE_INVALID'),
  ),
);

// ---------------------------------------------------------------- shipping fees

/**
 * A row of the fee table (ecomtransportfees). A province row has only ten_tinh_thanh; a legacy
 * district row has ten_quan_huyen (and usually its province). findShippingFee reads both.
 */
export const feeFormSchema = v.pipe(
  v.object({
    ten_tinh_thanh: text,
    ten_quan_huyen: text,
    tien_phi: moneyField(0, FEE_MAX, 'SETTINGS_FEE_INVALID'),
  }),
  v.forward(
    v.check(
      (row) => row.ten_tinh_thanh !== '' || row.ten_quan_huyen !== '',
      code('SETTINGS_FEE_PLACE_REQUIRED'),
    ),
    ['ten_tinh_thanh'],
  ),
);
export type FeeForm = v.InferOutput<typeof feeFormSchema>;

// ---------------------------------------------------------------- free shipping

/** A free-shipping rule (ecompromotion_freeships): from gia_tri_dh, up to phi_van_chuyen off the fee. */
export const freeshipFormSchema = v.pipe(
  v.object({
    ten: required('SETTINGS_NAME_REQUIRED'),
    ten_eng: text,
    ma_chietkhau: shaped(/^[A-Z0-9_-]{2,20}$/, 'SETTINGS_CODE_INVALID'),
    gia_tri_dh: moneyField(0, AMOUNT_MAX, 'SETTINGS_AMOUNT_INVALID'),
    phi_van_chuyen: moneyField(0, FEE_MAX, 'SETTINGS_FEE_INVALID'),
    hieu_luc_tu: isoDay,
    hieu_luc_den: isoDay,
    sst: displayOrder,
  }),
  v.forward(
    v.check(
      (rule) => rule.hieu_luc_tu === '' || rule.hieu_luc_den === '' || rule.hieu_luc_tu <= rule.hieu_luc_den,
      code('SETTINGS_DATE_RANGE_INVALID'),
    ),
    ['hieu_luc_den'],
  ),
);
export type FreeshipForm = v.InferOutput<typeof freeshipFormSchema>;

// ---------------------------------------------------------------- carriers

/** A carrier's service package (ecomcarrier_fees); checkout chooses by ma_dv_vc and ten_goi_cuoc. */
export const carrierFormSchema = v.object({
  ma_dv_vc: v.pipe(
    text,
    v.transform((value) => value.toUpperCase()),
    v.regex(/^[A-Z0-9_-]{2,20}$/, code('SETTINGS_CODE_INVALID')),
  ),
  ten_dv_vc: required('SETTINGS_NAME_REQUIRED'),
  ten_goi_cuoc: required('SETTINGS_NAME_REQUIRED'),
  ten_goi_cuoc_eng: text,
  so_ngay_giao: wholeNumberField(1, 60, 'SETTINGS_DAYS_INVALID'),
  sst: displayOrder,
});
export type CarrierForm = v.InferOutput<typeof carrierFormSchema>;

// ---------------------------------------------------------------- payment methods

/** A payment method's editable part (ptthanhtoan); its kind (loai) and code (ma) stay as seeded. */
export const paymentFormSchema = v.object({
  ten: required('SETTINGS_NAME_REQUIRED'),
  ten_eng: required('SETTINGS_NAME_REQUIRED'),
  mo_ta: text,
  mo_ta_eng: text,
  online: v.boolean(),
  sst: displayOrder,
  ngan_hang_bin: shaped(/^\d{6}$/, 'SETTINGS_BANK_BIN_INVALID'),
  ten_ngan_hang: text,
  so_tai_khoan: shaped(/^[0-9A-Za-z]{4,19}$/, 'SETTINGS_BANK_ACCOUNT_INVALID'),
  // Folded as banks print it (upper case, no accents, đ → D) before it is checked, here and on the server.
  chu_tai_khoan: v.pipe(
    text,
    v.transform(foldHolderName),
    v.check((value) => value === '' || /^[A-Z0-9 .,&()-]{2,50}$/.test(value), 'SETTINGS_BANK_HOLDER_INVALID'),
  ),
});
export type PaymentForm = v.InferOutput<typeof paymentFormSchema>;

/**
 * What a payment method of kind `loai` still lacks: an active bank transfer needs the four account
 * fields (the VietQR code is built from them); undefined when nothing. Field and code, so a form
 * shows it under the field.
 */
export function paymentFormIssue(
  loai: PaymentKind | undefined,
  form: PaymentForm,
): { field: keyof PaymentForm; code: 'SETTINGS_BANK_REQUIRED' } | undefined {
  if (loai !== 'bank-transfer' || !form.online) return undefined;
  const fields = ['ngan_hang_bin', 'ten_ngan_hang', 'so_tai_khoan', 'chu_tai_khoan'] as const;
  const missing = fields.find((field) => form[field] === '');
  return missing ? { field: missing, code: 'SETTINGS_BANK_REQUIRED' } : undefined;
}

// ---------------------------------------------------------------- company

/** The company info (the global `app` record and its contact record, SPEC §3) as one form. */
export const companyFormSchema = v.object({
  name: required('SETTINGS_COMPANY_NAME_REQUIRED'),
  /** The shop's brand (header, page titles, console); blank: DEFAULT_BRAND_NAME (decision 026 addendum). */
  brand_name: v.pipe(text, v.maxLength(BRAND_NAME_MAX, code('SETTINGS_TEXT_TOO_LONG'))),
  /**
   * The logo picture (shop header, console frame, Organization logo): an upload of the file API or
   * one of the shop's images, as product pictures are; blank: the default mark (issue 26 item 13).
   */
  logo: shaped(PICTURE_PATH, 'SETTINGS_LOGO_INVALID'),
  name_en: text,
  address: text,
  address_en: text,
  email: shaped(isValidEmail, 'EMAIL_INVALID'),
  phone: shaped(isPhone, 'SETTINGS_PHONE_INVALID'),
  facebook: shaped(/^https?:\/\/\S+$/i, 'SETTINGS_LINK_INVALID'),
  instagram: shaped(/^https?:\/\/\S+$/i, 'SETTINGS_LINK_INVALID'),
  youtube: shaped(/^https?:\/\/\S+$/i, 'SETTINGS_LINK_INVALID'),
  so_dkkd: shaped(/^\d{10}(-\d{3})?$/, 'SETTINGS_REGISTRATION_INVALID'),
  dang_ky_text: text,
  dang_ky_text_en: text,
  badge_url: shaped(/^https?:\/\/\S+$/i, 'SETTINGS_LINK_INVALID'),
});
export type CompanyForm = v.InferOutput<typeof companyFormSchema>;

// ---------------------------------------------------------------- footer lists

/** A new order of one footer list: the pages' groups (nhom: both languages move together). */
export const footerOrderSchema = v.object({
  kind: v.picklist(['policy', 'guide'], code('SETTINGS_FOOTER_INVALID')),
  groups: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100)), code('SETTINGS_FOOTER_INVALID')),
    v.maxLength(200, code('SETTINGS_FOOTER_INVALID')),
    v.check((groups) => new Set(groups).size === groups.length, code('SETTINGS_FOOTER_INVALID')),
  ),
});
export type FooterOrderBody = v.InferOutput<typeof footerOrderSchema>;

const footerHref = (optional: boolean) =>
  v.pipe(
    v.optional(v.nullable(v.string(code('SETTINGS_FOOTER_LINK_INVALID'))), ''),
    v.transform((value) => (value ?? '').trim()),
    v.check(
      (value) => (optional && value === '') || isSafeFooterHref(value),
      code('SETTINGS_FOOTER_LINK_INVALID'),
    ),
    v.maxLength(FOOTER_HREF_MAX, code('SETTINGS_FOOTER_LINK_INVALID')),
  );
const footerLabel = (required: boolean) =>
  v.pipe(
    v.optional(v.nullable(v.string(code('SETTINGS_FOOTER_LABEL_REQUIRED'))), ''),
    v.transform((value) => (value ?? '').trim()),
    v.check((value) => !required || value !== '', code('SETTINGS_FOOTER_LABEL_REQUIRED')),
    v.maxLength(FOOTER_LABEL_MAX, code('SETTINGS_FOOTER_LABEL_TOO_LONG')),
  );

/**
 * One link of a footer list (decision 033): a Vietnamese name (English optional: the footer falls
 * back), a shop path or web address (isSafeFooterHref), and an optional English address.
 */
export const footerLinkSchema = v.object({
  label: footerLabel(true),
  label_en: footerLabel(false),
  href: footerHref(false),
  href_en: footerHref(true),
});

/** PUT console/settings/footer/links: one footer list's links, in order (replaces the list). */
export const footerLinksSchema = v.object({
  kind: v.picklist(['policy', 'guide'], code('SETTINGS_FOOTER_INVALID')),
  links: v.pipe(
    v.array(footerLinkSchema, code('SETTINGS_FOOTER_INVALID')),
    v.maxLength(FOOTER_LINKS_MAX, code('SETTINGS_FOOTER_TOO_MANY')),
  ),
});
export type FooterLinksBody = { kind: FooterPageKind; links: FooterLink[] } & v.InferOutput<
  typeof footerLinksSchema
>;

// ---------------------------------------------------------------- replies

export type FeeRow = { _id: string; ten_tinh_thanh: string; ten_quan_huyen: string; tien_phi: number };
export type FreeshipRow = FreeshipForm & { _id: string };
export type CarrierRow = Carrier & { _id: string };
/**
 * The e-wallet gateway as the server has it (never its keys): the merchant's keys, the local
 * sandbox (development and tests), or none, when the shop does not offer the method at checkout
 * even while it is on.
 */
export type GatewayState = 'keys' | 'sandbox' | 'missing';
/** A payment method in the console; an e-wallet also says whether its gateway can take payments. */
export type PaymentRow = PaymentMethod & { gateway?: GatewayState };

/** The rows of each settings list. */
export interface SettingsRows {
  fees: FeeRow;
  freeships: FreeshipRow;
  carriers: CarrierRow;
  payments: PaymentRow;
}

/** A write's reply: the stored row and the confirmation in the request's language. */
export interface SettingsSaveReply<TRow> {
  item: TRow;
  message: string;
}

export interface CompanyReply {
  company: CompanyForm;
  /** Where the records live: the global `app` collection, under these ids. */
  info_id: string;
  contact_id: string;
}

/** One page of a footer list in both languages (a missing translation is null). */
export interface FooterEntry {
  nhom: string;
  sst: number;
  vi: Pick<ContentPage, '_id' | 'slug' | 'title'> | null;
  en: Pick<ContentPage, '_id' | 'slug' | 'title'> | null;
}

export type FooterListsReply = Record<FooterPageKind, FooterEntry[]>;

/**
 * GET console/settings/footer/links: each footer list's links as the shop shows them. `custom`
 * says whether the owner set the list; if not, its links are the first pages of its kind (what the
 * footer shows until the owner saves one). `pages` are the pages a link may point to.
 */
export interface FooterLinksReply {
  links: Record<FooterPageKind, FooterLink[]>;
  custom: Record<FooterPageKind, boolean>;
  pages: FooterListsReply;
}
