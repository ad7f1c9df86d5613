import {
  type ConsoleProduct,
  type ProductFormInput,
  type ProductMarket,
  productFigures,
} from '@shop/domain/catalogue';
import { DEFAULT_VAT_RATE } from '@shop/domain/invoices';
import { moneyInputOrNaN } from '@shop/domain/primitives';

/** A variant row of the editor: numbers as typed; `_id` for a stored variant (its stock is read-only). */
export interface VariantDraft {
  key: string;
  _id?: string;
  gia_tri_bien_the_1: string;
  gia_tri_bien_the_1_eng: string;
  gia_tri_bien_the_2: string;
  gia_ban_le: string;
  ton: string;
  online: boolean;
  /** Weight (g) and size (cm) for carriers, as typed; '' = unknown (decision 055). */
  khoi_luong_g: string;
  dai_cm: string;
  rong_cm: string;
  cao_cm: string;
}

/** The measure fields of a variant row, in their order on screen. */
export const MEASURE_FIELDS = ['khoi_luong_g', 'dai_cm', 'rong_cm', 'cao_cm'] as const;

export interface PictureDraft {
  path: string;
  alt: string;
  alt_eng: string;
}

/** Everything the product editor holds, as the inputs show it. */
export interface ProductDraft {
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  mo_ta: string;
  mo_ta_eng: string;
  ma_nvt: string;
  ma_dong_sp: string;
  thi_truong: ProductMarket[];
  dvt: string;
  dvt_eng: string;
  gia_ban_le: string;
  ton: string;
  /** The VAT rate as the select holds it ('0', '5', '8' or '10'; decision 065). */
  thue_suat: string;
  thuoc_tinh: VariantDraft[];
  pictures: PictureDraft[];
  noi_bat: boolean;
  online: boolean;
}

let keys = 0;
export const newKey = () => `v${++keys}`;

export function emptyDraft(): ProductDraft {
  return {
    ma_vt: '',
    ten_vt: '',
    ten_vt_eng: '',
    mo_ta: '',
    mo_ta_eng: '',
    ma_nvt: '',
    ma_dong_sp: '',
    thi_truong: ['noi-dia'],
    dvt: '',
    dvt_eng: '',
    gia_ban_le: '',
    ton: '0',
    thue_suat: String(DEFAULT_VAT_RATE),
    thuoc_tinh: [],
    pictures: [],
    noi_bat: false,
    online: true,
  };
}

export function emptyVariant(): VariantDraft {
  return {
    key: newKey(),
    gia_tri_bien_the_1: '',
    gia_tri_bien_the_1_eng: '',
    gia_tri_bien_the_2: '',
    gia_ban_le: '',
    ton: '0',
    online: true,
    khoi_luong_g: '',
    dai_cm: '',
    rong_cm: '',
    cao_cm: '',
  };
}

/** A stored weight or size as the input shows it ('' when unknown). */
const measureText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The editor's draft of a stored product. */
export function draftOf(product: ConsoleProduct): ProductDraft {
  const pictures = product.pictures?.length ? product.pictures : product.picture ? [product.picture] : [];
  return {
    ma_vt: product.ma_vt,
    ten_vt: product.ten_vt ?? '',
    ten_vt_eng: product.ten_vt_eng ?? '',
    mo_ta: product.mo_ta ?? '',
    mo_ta_eng: product.mo_ta_eng ?? '',
    ma_nvt: product.ma_nvt ?? '',
    ma_dong_sp: product.ma_dong_sp ?? '',
    thi_truong: (product.thi_truong ?? []).filter(
      (market): market is ProductMarket => market === 'noi-dia' || market === 'xuat-khau',
    ),
    dvt: product.dvt ?? '',
    dvt_eng: product.dvt_eng ?? '',
    gia_ban_le: String(product.gia_ban_le ?? ''),
    ton: String(product.ton ?? 0),
    thue_suat: String(product.thue_suat ?? DEFAULT_VAT_RATE),
    thuoc_tinh: (product.thuoc_tinh ?? []).map((variant) => ({
      key: newKey(),
      _id: variant._id,
      gia_tri_bien_the_1: variant.gia_tri_bien_the_1 ?? '',
      gia_tri_bien_the_1_eng: variant.gia_tri_bien_the_1_eng ?? '',
      gia_tri_bien_the_2: variant.gia_tri_bien_the_2 ?? '',
      gia_ban_le: String(variant.gia_ban_le ?? product.gia_ban_le ?? ''),
      ton: String(variant.ton ?? 0),
      online: variant.online !== false,
      khoi_luong_g: measureText(variant.khoi_luong_g),
      dai_cm: measureText(variant.dai_cm),
      rong_cm: measureText(variant.rong_cm),
      cao_cm: measureText(variant.cao_cm),
    })),
    pictures: pictures.map((path, index) => ({
      path,
      alt: product.pictures_alt?.[index]?.alt ?? '',
      alt_eng: product.pictures_alt?.[index]?.alt_eng ?? '',
    })),
    noi_bat: product.noi_bat === true,
    online: product.online !== false,
  };
}

/** A typed number: '' and anything not a plain number become NaN, which the schema refuses. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/** A typed weight or size: '' is unknown (null); anything else is read as a number (the schema checks it). */
const measureOf = (text: string) => (text.trim() === '' ? null : numberOf(text));
/** A typed price, as people write đồng ('150.000', '150 000', '150000 ₫'); NaN when refused. */
const priceOf = (text: string) => moneyInputOrNaN(text);

/** What the form sends: the draft's values with numbers read (the schema checks them). */
export function formOf(draft: ProductDraft): ProductFormInput {
  const variants = draft.thuoc_tinh.map(({ key: _key, _id, ...variant }) => ({
    ...(_id ? { _id } : {}),
    ...variant,
    gia_ban_le: priceOf(variant.gia_ban_le),
    ton: numberOf(variant.ton),
    khoi_luong_g: measureOf(variant.khoi_luong_g),
    dai_cm: measureOf(variant.dai_cm),
    rong_cm: measureOf(variant.rong_cm),
    cao_cm: measureOf(variant.cao_cm),
  }));
  return {
    ...draft,
    gia_ban_le: variants.length > 0 ? shownPrice(draft) : priceOf(draft.gia_ban_le),
    ton: numberOf(draft.ton),
    thue_suat: numberOf(draft.thue_suat),
    thuoc_tinh: variants,
  };
}

/** The product's own price: typed, or with variants the lowest price of those on sale. */
export function shownPrice(draft: ProductDraft): number {
  const variants = draft.thuoc_tinh.map((variant) => ({
    gia_ban_le: priceOf(variant.gia_ban_le),
    ton: 0,
    online: variant.online,
  }));
  if (variants.some((variant) => Number.isNaN(variant.gia_ban_le))) return priceOf(draft.gia_ban_le);
  return productFigures({ gia_ban_le: priceOf(draft.gia_ban_le), ton: 0 }, variants).gia_ban_le;
}

/** Moves an item of a list by `step` places (up -1, down +1); the list is unchanged at its ends. */
export function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The editor's messages from readForm's: one per top-level field, a variant's kept on its row. */
export function editorErrors(errors: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, code] of Object.entries(errors)) {
    const [field = path, index] = path.split('.');
    byField[field === 'thuoc_tinh' && index !== undefined ? path : field] ??= code;
  }
  return byField;
}
