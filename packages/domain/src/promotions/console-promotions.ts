import * as v from 'valibot';
import { FLASH_SALE_CAMPAIGN } from '../pricing/cart-line.js';
import { parseInstant, VIETNAM_UTC_OFFSET_MINUTES } from '../primitives/date.js';
import type { PromotionMessageCode } from '../messages/promotion-messages.js';
import { moneyField, wholeNumberWithin } from '../primitives/common-schemas.js';
import { normaliseVoucherCode } from './voucher.js';

/**
 * Requests and replies of the console's promotions area (docs/api.md "Console: promotions"). The
 * console's forms validate with these schemas before sending and the server reads the bodies with
 * them, so both give the same coded messages (PROMOTION_MESSAGES).
 */
const code = (value: PromotionMessageCode) => value;

/** The most items a quantity field takes (the seed's "any quantity" is 9999). */
export const PROMO_MAX_QUANTITY = 9999;
export const FLASH_SALE_MAX_ITEMS = 50;
const NAME_MAX = 200;

/**
 * A moment typed in the console: 'YYYY-MM-DDTHH:mm[:ss]' (an <input type="datetime-local">) read
 * in Vietnam time, or a full ISO date-time. Stored as an ISO instant in UTC, as the seed stores
 * hieu_luc_tu / hieu_luc_den, so the shop's and the server's validityStatus read it unchanged.
 */
const momentSchema = (message: PromotionMessageCode) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.check((text) => /\d{2}:\d{2}/.test(text) && !Number.isNaN(parseInstant(text)), message),
    v.transform((text) => new Date(parseInstant(text)).toISOString()),
  );

/**
 * An ISO instant as the value of an <input type="datetime-local" step="1"> in Vietnam time
 * ('2026-11-25T09:30:00'); '' for a missing or invalid value.
 */
export function toVietnamInputValue(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = typeof value === 'string' ? parseInstant(value) : value.getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + VIETNAM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19);
}

/** The validity window of a promotion, a flash sale or a voucher: its start and end (Vietnam time). */
const windowEntries = {
  hieu_luc_tu: momentSchema('PROMO_START_INVALID'),
  hieu_luc_den: momentSchema('PROMO_END_INVALID'),
};
type ValidityWindow = { hieu_luc_tu: string; hieu_luc_den: string };

const windowInOrderCheck: v.BaseValidation<
  ValidityWindow,
  ValidityWindow,
  v.PartialCheckIssue<ValidityWindow>
> = v.forward(
  v.partialCheck(
    [['hieu_luc_tu'], ['hieu_luc_den']],
    (window) => Date.parse(window.hieu_luc_den) > Date.parse(window.hieu_luc_tu),
    code('PROMO_WINDOW_INVALID'),
  ),
  ['hieu_luc_den'],
);

/**
 * A form's check that its window ends after it starts (PROMO_WINDOW_INVALID on hieu_luc_den), run
 * whenever both moments are valid, whatever the other fields' issues. It reads only the window, so
 * it serves every form that has one (valibot's types cannot tell a check of some fields fits a
 * larger object).
 */
const windowInOrder = <TForm extends ValidityWindow>() =>
  windowInOrderCheck as unknown as v.BaseValidation<TForm, TForm, v.PartialCheckIssue<ValidityWindow>>;

const wholeNumber = (message: PromotionMessageCode, min: number, max: number) =>
  wholeNumberWithin(min, max, message);

const money = (message: PromotionMessageCode, min: number, max: number) => moneyField(min, max, message);
const priceSchema = money('PROMO_PRICE_INVALID', 1, 1_000_000_000);
const quantitySchema = wholeNumber('PROMO_QUANTITY_INVALID', 1, PROMO_MAX_QUANTITY);

const nameSchema = v.pipe(
  v.optional(v.string(code('PROMO_NAME_REQUIRED')), ''),
  v.trim(),
  v.nonEmpty(code('PROMO_NAME_REQUIRED')),
  v.maxLength(NAME_MAX, code('PROMO_NAME_REQUIRED')),
);
const englishNameSchema = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((text) => (text ?? '').trim()),
  v.maxLength(NAME_MAX, code('PROMO_NAME_REQUIRED')),
);
const productCodeSchema = v.pipe(
  v.optional(v.string(code('PROMO_PRODUCT_REQUIRED')), ''),
  v.trim(),
  v.nonEmpty(code('PROMO_PRODUCT_REQUIRED')),
  v.maxLength(60, code('PROMO_PRODUCT_REQUIRED')),
);

/**
 * The variants (thuoc_tinh._id) a price covers: null or missing = the whole product, every variant
 * included; a list names some of them (at least one). The server checks they are the product's.
 */
const variantIdsSchema = v.nullish(
  v.pipe(
    v.array(v.pipe(v.string(code('PROMO_VARIANTS_REQUIRED')), v.nonEmpty(code('PROMO_VARIANTS_REQUIRED')))),
    v.minLength(1, code('PROMO_VARIANTS_REQUIRED')),
    v.maxLength(200, code('PROMO_VARIANTS_REQUIRED')),
  ),
  null,
);

/**
 * A promotional price (a dmchietkhau row): campaign code ma_cs (upper case; the flash-sale marker
 * is refused here: flash sales are made as campaigns), names, product, unit price gia_ban (the
 * server also checks it is below the product's retail price), how many items of a line get it
 * (sl_ap_dung), the line's quantity window sl_tu..sl_den (sl_den empty = no upper bound) and the
 * date window in Vietnam time.
 */
export const promotionFormSchema = v.pipe(
  v.object({
    ma_cs: v.pipe(
      v.optional(v.string(code('PROMO_CODE_INVALID')), ''),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, code('PROMO_CODE_INVALID')),
      v.check((text) => text !== FLASH_SALE_CAMPAIGN.toUpperCase(), code('PROMO_CODE_RESERVED')),
    ),
    ten_cs: nameSchema,
    ten_cs_eng: englishNameSchema,
    ma_vt: productCodeSchema,
    thuoc_tinh_ids: variantIdsSchema,
    gia_ban: priceSchema,
    sl_ap_dung: quantitySchema,
    sl_tu: quantitySchema,
    sl_den: v.nullish(quantitySchema, null),
    ...windowEntries,
  }),
  v.forward(
    v.check(
      (form) => form.sl_den === null || form.sl_den >= form.sl_tu,
      code('PROMO_QUANTITY_RANGE_INVALID'),
    ),
    ['sl_den'],
  ),
  windowInOrder(),
);
export type PromotionFormInput = v.InferInput<typeof promotionFormSchema>;
export type PromotionFormBody = v.InferOutput<typeof promotionFormSchema>;

/**
 * One product of a flash sale: its price for at most sl_ap_dung items per order line, for the
 * variants it names (thuoc_tinh_ids, null = every variant of the product).
 */
export const flashSaleItemSchema = v.object({
  ma_vt: productCodeSchema,
  thuoc_tinh_ids: variantIdsSchema,
  gia_ban: priceSchema,
  sl_ap_dung: quantitySchema,
});
export type FlashSaleItem = v.InferOutput<typeof flashSaleItemSchema>;

/**
 * A flash sale (a campaign of ecompromotion_flashsales): names, start and end time (Vietnam time)
 * and 1–50 products, each once, with their price. The server writes one dmchietkhau row per product
 * with ma_cs 'ecompromotion_flashsales' and the campaign's window, which the shop and the pricing
 * read as they read every promotion.
 */
export const flashSaleFormSchema = v.pipe(
  v.object({
    ten: nameSchema,
    ten_eng: englishNameSchema,
    ...windowEntries,
    items: v.pipe(
      v.array(flashSaleItemSchema, code('PROMO_ITEMS_REQUIRED')),
      v.minLength(1, code('PROMO_ITEMS_REQUIRED')),
      v.maxLength(FLASH_SALE_MAX_ITEMS, code('PROMO_ITEMS_REQUIRED')),
      v.check(
        (items) => new Set(items.map((item) => item.ma_vt)).size === items.length,
        code('PROMO_PRODUCT_REPEATED'),
      ),
    ),
  }),
  windowInOrder(),
);
export type FlashSaleFormInput = v.InferInput<typeof flashSaleFormSchema>;
export type FlashSaleFormBody = v.InferOutput<typeof flashSaleFormSchema>;

/** How a voucher reduces an order: a percentage (optionally capped) or a fixed amount. */
export const VOUCHER_KINDS = ['ty_le', 'so_tien'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/**
 * A voucher (evoucher) as the console writes it: code (3–30 letters, digits, dashes; stored upper
 * case, unique: the server refuses a taken one with VOUCHER_CODE_TAKEN), names, a percentage 1–100
 * with an optional cap or a fixed amount, the minimum order (0 = none), the validity window in
 * Vietnam time and the usage limit (empty = unlimited). Uses so far (so_luong_da_dung) are the
 * orders' business and never written by the form.
 */
const voucherEntries = {
  ma: v.pipe(
    v.optional(v.string(code('VOUCHER_CODE_INVALID')), ''),
    v.transform(normaliseVoucherCode),
    v.regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, code('VOUCHER_CODE_INVALID')),
  ),
  ten: nameSchema,
  ten_eng: englishNameSchema,
  kieu: v.picklist(VOUCHER_KINDS, code('VOUCHER_PERCENT_INVALID')),
  ty_le: v.nullish(wholeNumber('VOUCHER_PERCENT_INVALID', 1, 100), null),
  so_tien: v.nullish(money('VOUCHER_AMOUNT_INVALID', 1, 1_000_000_000), null),
  so_tien_max: v.nullish(money('VOUCHER_CAP_INVALID', 1, 1_000_000_000), null),
  gt_don_hang_toi_thieu: v.nullish(money('VOUCHER_MIN_ORDER_INVALID', 0, 10_000_000_000), 0),
  ...windowEntries,
  so_luong: v.nullish(wholeNumber('VOUCHER_LIMIT_INVALID', 1, 1_000_000), null),
};
type VoucherForm = v.InferOutput<v.ObjectSchema<typeof voucherEntries, undefined>>;

/** The chosen kind's figure (a kind is named after its field: ty_le, so_tien) is required, on that field. */
const figureOfKind = (
  kind: VoucherKind,
  message: PromotionMessageCode,
): v.BaseValidation<VoucherForm, VoucherForm, v.PartialCheckIssue<Pick<VoucherForm, 'kieu' | VoucherKind>>> =>
  v.forward(
    v.partialCheck([['kieu'], [kind]], (form) => form.kieu !== kind || form[kind] !== null, message),
    [kind],
  );

export const voucherFormSchema = v.pipe(
  v.object(voucherEntries),
  figureOfKind('ty_le', 'VOUCHER_PERCENT_INVALID'),
  figureOfKind('so_tien', 'VOUCHER_AMOUNT_INVALID'),
  windowInOrder(),
);
export type VoucherFormInput = v.InferInput<typeof voucherFormSchema>;
export type VoucherFormBody = v.InferOutput<typeof voucherFormSchema>;

/**
 * The voucher fields a form writes: the chosen kind's figures, the other kind's cleared (ty_le
 * wins over so_tien when both are set, so a switch from percent to amount must clear ty_le).
 */
export function voucherFields(form: VoucherFormBody) {
  const percent = form.kieu === 'ty_le';
  return {
    ma: form.ma,
    ten: form.ten,
    ten_eng: form.ten_eng,
    ty_le: percent ? form.ty_le : null,
    so_tien: percent ? null : form.so_tien,
    so_tien_max: percent ? form.so_tien_max : null,
    gt_don_hang_toi_thieu: form.gt_don_hang_toi_thieu,
    hieu_luc_tu: form.hieu_luc_tu,
    hieu_luc_den: form.hieu_luc_den,
    so_luong: form.so_luong,
  };
}

/** A promotional price in the console's list: the row and its product's name and retail price. */
export interface ConsolePromotion {
  _id: string;
  ma_cs: string;
  ten_cs: string;
  ten_cs_eng?: string | null;
  ma_vt: string;
  gia_ban: number;
  sl_ap_dung: number;
  sl_tu?: number | null;
  sl_den?: number | null;
  hieu_luc_tu?: string | null;
  hieu_luc_den?: string | null;
  /** The variants it covers; missing or null = the whole product. */
  thuoc_tinh_ids?: string[] | null;
  ten_vt: string | null;
  /** The product's English name, when it has one (the console in English shows it). */
  ten_vt_eng?: string | null;
  gia_ban_le: number | null;
}

/** A flash sale as stored (collection ecompromotion_flashsales). */
export interface ConsoleFlashSale {
  _id: string;
  ten: string;
  ten_eng: string;
  hieu_luc_tu: string;
  hieu_luc_den: string;
  items: FlashSaleItem[];
}

/** A voucher in the console: the stored document, with its uses so far. */
export interface ConsoleVoucher {
  _id: string;
  ma: string;
  ten?: string | null;
  ten_eng?: string | null;
  ty_le?: number | null;
  so_tien?: number | null;
  so_tien_max?: number | null;
  gt_don_hang_toi_thieu?: number | null;
  hieu_luc_tu?: string | null;
  hieu_luc_den?: string | null;
  so_luong?: number | null;
  so_luong_da_dung?: number | null;
}

/** A variant of a product the promotion forms show: names, own price (else the product's), online. */
export interface PromotionProductVariant {
  _id: string;
  gia_tri_bien_the_1?: string | null;
  gia_tri_bien_the_1_eng?: string | null;
  gia_tri_bien_the_2?: string | null;
  gia_tri_bien_the_2_eng?: string | null;
  gia_ban_le?: number | null;
  online: boolean;
}

/**
 * A product the promotion forms can name: code, Vietnamese name (and English one), retail price
 * and its variants (empty for a product sold as one item).
 */
export interface PromotionProduct {
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng?: string | null;
  gia_ban_le: number;
  thuoc_tinh: PromotionProductVariant[];
}

/**
 * The online variants a price covers (thuoc_tinh_ids null = all of them), each with its retail
 * price: what the console lists under the price and what the server checks the price against.
 */
export function coveredVariants(
  product: Pick<PromotionProduct, 'gia_ban_le' | 'thuoc_tinh'>,
  ids: readonly string[] | null | undefined,
): { variant: PromotionProductVariant; retail: number }[] {
  return product.thuoc_tinh
    .filter((variant) => variant.online && (!ids || ids.length === 0 || ids.includes(variant._id)))
    .map((variant) => ({ variant, retail: variant.gia_ban_le ?? product.gia_ban_le }));
}

/** What a console write replies: the item as stored and the message to show. */
export interface PromotionWriteReply<T> {
  item: T;
  message: string;
}
