import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  addressValuesOf,
  EMPTY_ADDRESS,
} from '@/ui/address-form/address-values';

/** What the shopper's profile knows of a receiver (the session's user info). */
export type ReceiverProfile = { name?: string; phone?: string; email?: string };

const PERSON_FIELDS = ['ten_nguoi_nhan', 'sdt_nguoi_nhan', 'email_nguoi_nhan'] as const;
const PLACE_FIELDS = ['dia_chi', 'tinh_thanh', 'quan_huyen', 'xa_phuong'] as const;

type Source = Parameters<typeof addressValuesOf>[0];

/** The receiver fields of a profile; an account's "email" is its phone when it has no e-mail. */
export function receiverOfProfile(profile: ReceiverProfile | undefined): AddressValues {
  const email = profile?.email?.includes('@') ? profile.email : '';
  return {
    ...EMPTY_ADDRESS,
    ten_nguoi_nhan: profile?.name?.trim() ?? '',
    sdt_nguoi_nhan: profile?.phone?.trim() ?? '',
    email_nguoi_nhan: email,
  };
}

/**
 * The receiver checkout starts with. The place (line, province, district, ward) comes whole from
 * the first of the saved default address and the draft that has one, never mixed; each of name,
 * phone and e-mail from the first of the address, the draft and the profile that has it.
 */
export function prefillReceiver({
  address,
  draft,
  profile,
}: {
  address?: Source;
  draft?: Source;
  profile?: ReceiverProfile | undefined;
}): AddressValues {
  const sources = [addressValuesOf(address), addressValuesOf(draft), receiverOfProfile(profile)];
  const place = sources.find((values) => PLACE_FIELDS.some((field) => values[field] !== '')) ?? EMPTY_ADDRESS;
  const values = { ...EMPTY_ADDRESS };
  for (const field of PLACE_FIELDS) values[field] = place[field];
  for (const field of PERSON_FIELDS)
    values[field] = sources.find((source) => source[field] !== '')?.[field] ?? '';
  return values;
}

/**
 * Fills the blank fields the shopper has not touched from `source`; what they typed stays.
 * `current` itself when nothing is filled, so a state set to it renders nothing again.
 */
export function fillUntouched(
  current: AddressValues,
  source: AddressValues,
  touched: ReadonlySet<AddressField>,
): AddressValues {
  const filled = ADDRESS_FIELDS.filter(
    (field) => !touched.has(field) && current[field] === '' && source[field] !== '',
  );
  if (filled.length === 0) return current;
  const next = { ...current };
  for (const field of filled) next[field] = source[field];
  return next;
}

/** The fields that differ between two receivers (what an edit touched). */
export function changedFields(before: AddressValues, after: AddressValues): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => before[field] !== after[field]);
}
