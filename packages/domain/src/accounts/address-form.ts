import * as v from 'valibot';
import type { Locale } from '../primitives/locale.js';
import { isValidOptionalEmail, isValidOrderPhone } from '../orders/order-confirmation.js';
import { optionalTrimmedText, requiredText, textOf } from '../primitives/common-schemas.js';

/** Whether the chosen province still has districts in the address data (DESIGN "Addresses"). */
export interface ProvinceOptions {
  readonly provinceHasDistricts?: boolean;
}

/**
 * The receiver fields shared by the address form and the order confirmation (SPEC §5): phone
 * trimmed >= 10 characters, e-mail of the standard shape when given, address line, province and
 * ward required, district required only when the province has districts (else free, '' when
 * missing). All trimmed.
 */
function receiverEntries(locale: Locale, options: ProvinceOptions) {
  const t = textOf(locale);
  const incomplete = t('ADDRESS_INCOMPLETE');
  return {
    sdt_nguoi_nhan: v.pipe(
      optionalTrimmedText,
      v.check((phone) => isValidOrderPhone(phone), t('PHONE_INVALID')),
    ),
    email_nguoi_nhan: v.pipe(
      optionalTrimmedText,
      v.check((email) => isValidOptionalEmail(email), t('EMAIL_INVALID')),
    ),
    dia_chi: requiredText(incomplete),
    tinh_thanh: requiredText(incomplete),
    quan_huyen: options.provinceHasDistricts ? requiredText(incomplete) : optionalTrimmedText,
    xa_phuong: requiredText(incomplete),
  };
}

/**
 * The address-book form: the receiver fields, the receiver's name (required: a parcel needs a
 * name; the spec is silent) and the default flag (false when missing).
 */
export function addressFormSchema(locale: Locale = 'vi', options: ProvinceOptions = {}) {
  return v.object({
    ten_nguoi_nhan: requiredText(textOf(locale)('NAME_REQUIRED')),
    ...receiverEntries(locale, options),
    ngam_dinh: v.optional(v.boolean(), false),
  });
}
export type AddressForm = v.InferOutput<ReturnType<typeof addressFormSchema>>;

/**
 * Confirming an order with status '0' (SPEC §5): the receiver fields and the receiver's name
 * (required: an order was placed without one; issue 26), the payment method id free ('' when
 * missing).
 */
export function orderConfirmationFormSchema(locale: Locale = 'vi', options: ProvinceOptions = {}) {
  return v.object({
    ten_nguoi_nhan: requiredText(textOf(locale)('RECEIVER_NAME_REQUIRED')),
    ...receiverEntries(locale, options),
    pt_thanh_toan: optionalTrimmedText,
  });
}
export type OrderConfirmationForm = v.InferOutput<ReturnType<typeof orderConfirmationFormSchema>>;
