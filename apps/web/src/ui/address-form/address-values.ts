import {
  type AddressForm,
  addressFormSchema,
  type OrderConfirmationForm,
  orderConfirmationFormSchema,
} from '@shop/domain/accounts';
import type { Locale } from '@shop/domain/primitives';
import { type ValidationResult, validateForm } from '@/lib/form-errors';

/** The receiver and address fields every address form edits, as the address stores them. */
export const ADDRESS_FIELDS = [
  'ten_nguoi_nhan',
  'sdt_nguoi_nhan',
  'email_nguoi_nhan',
  'dia_chi',
  'tinh_thanh',
  'quan_huyen',
  'xa_phuong',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  ten_nguoi_nhan: '',
  sdt_nguoi_nhan: '',
  email_nguoi_nhan: '',
  dia_chi: '',
  tinh_thanh: '',
  quan_huyen: '',
  xa_phuong: '',
};

/** The form's values of a stored address (missing fields are blank). */
/** Reads the address fields of any record (a saved address, a draft order); the rest is ignored. */
export function addressValuesOf(
  address: (Partial<Record<AddressField, unknown>> & Record<string, unknown>) | undefined,
): AddressValues {
  const values = { ...EMPTY_ADDRESS };
  for (const field of ADDRESS_FIELDS) {
    const value = address?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * One field changed. A new province empties the district and the ward, which belong to the old
 * one; a new district empties nothing (wards are listed by province since July 2025).
 */
export function changeAddressField(values: AddressValues, field: AddressField, value: string): AddressValues {
  if (field === 'tinh_thanh' && value !== values.tinh_thanh) {
    return { ...values, tinh_thanh: value, quan_huyen: '', xa_phuong: '' };
  }
  return { ...values, [field]: value };
}

/** A suggestion of GET /api/asskey taken: its province and ward, the district emptied. */
export function applySuggestion(
  values: AddressValues,
  suggestion: { tinh_thanh: string; xa_phuong: string },
): AddressValues {
  return { ...values, tinh_thanh: suggestion.tinh_thanh, quan_huyen: '', xa_phuong: suggestion.xa_phuong };
}

export type UnitOptions = { locale: Locale; provinceHasDistricts: boolean };

/** The address-book form (SPEC §5 rules and messages, plus the receiver's name). */
export function validateAddressBookForm(
  values: AddressValues,
  { locale, provinceHasDistricts }: UnitOptions,
): ValidationResult<AddressForm, AddressField> {
  return validateForm(addressFormSchema(locale, { provinceHasDistricts }), values);
}

/** Confirming an order with status '0' (SPEC §5): phone, e-mail, and the full address. */
export function validateOrderReceiver(
  values: AddressValues,
  paymentMethod: string,
  { locale, provinceHasDistricts }: UnitOptions,
): ValidationResult<OrderConfirmationForm, AddressField | 'pt_thanh_toan'> {
  return validateForm(orderConfirmationFormSchema(locale, { provinceHasDistricts }), {
    ...values,
    pt_thanh_toan: paymentMethod,
  });
}

/** The first message of a failed validation, in field order (what a notice shows). */
export function firstError(errors: Partial<Record<string, string>>): string | undefined {
  for (const field of ADDRESS_FIELDS) if (errors[field]) return errors[field];
  return Object.values(errors).find((message) => message !== undefined);
}
