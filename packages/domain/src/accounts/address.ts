import type { Address } from './address-schema.js';

/** What the default-address rules read from an address. */
export type AddressDefaultFields = Partial<Pick<Address, '_id' | 'ngam_dinh'>>;

/** The outcome of saving an address: the new book and which stored addresses to update. */
export interface SavedAddressBook<T> {
  /** The address book after the save: the saved address in its old place, or appended. */
  readonly addresses: T[];
  /** The saved address with ngam_dinh decided. */
  readonly saved: T;
  /** Ids of the other addresses whose ngam_dinh must be set to false. */
  readonly unsetIds: string[];
}

/**
 * The default rules of SPEC §4, as a decision. The saved address is the default when it is
 * flagged so, when it belongs to a guest (guest addresses are always default), or when no other
 * address of the book is default. When it is the default, every other default is unset (their
 * ids are listed in `unsetIds`). Saving a non-default address while another is default changes
 * nothing else. `addresses` is the owner's book before the save; a saved address whose _id is in
 * it replaces that entry. Inputs are not changed.
 */
export function saveAddress<T extends AddressDefaultFields>(
  addresses: readonly T[],
  saved: T,
  options: { readonly isGuest: boolean },
): SavedAddressBook<T> {
  const isSelf = (address: T): boolean => saved._id !== undefined && address._id === saved._id;
  const others = addresses.filter((address) => !isSelf(address));
  const isDefault =
    options.isGuest || saved.ngam_dinh === true || !others.some((address) => address.ngam_dinh);
  const savedFinal: T = { ...saved, ngam_dinh: isDefault };
  const unsetIds: string[] = [];
  const update = (address: T): T => {
    if (!isDefault || !address.ngam_dinh) return address;
    if (address._id !== undefined) unsetIds.push(address._id);
    return { ...address, ngam_dinh: false };
  };
  const index = addresses.findIndex(isSelf);
  const updated = addresses.map((address) => (isSelf(address) ? savedFinal : update(address)));
  return { addresses: index === -1 ? [...updated, savedFinal] : updated, saved: savedFinal, unsetIds };
}

/**
 * Removes an address from a book. When the removed one was the default and others remain, the
 * first remaining becomes the default (the spec is silent; a book with addresses keeps one
 * default) and its id is returned as `newDefaultId`. An unknown id leaves the book as it was.
 */
export function removeAddress<T extends AddressDefaultFields>(
  addresses: readonly T[],
  id: string,
): { addresses: T[]; newDefaultId: string | undefined } {
  const removed = addresses.find((address) => address._id === id);
  const rest = addresses.filter((address) => address._id !== id);
  const first = rest[0];
  if (!removed?.ngam_dinh || first === undefined || rest.some((address) => address.ngam_dinh)) {
    return { addresses: rest, newDefaultId: undefined };
  }
  return { addresses: [{ ...first, ngam_dinh: true }, ...rest.slice(1)], newDefaultId: first._id };
}

/**
 * The one-line address of an order (so1.dia_chi_nguoi_nhan): address line, ward, district and
 * province joined by ', ', blank parts left out ('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh').
 */
export function formatAddressLine(
  address: Partial<Pick<Address, 'dia_chi' | 'xa_phuong' | 'quan_huyen' | 'tinh_thanh'>>,
): string {
  return [address.dia_chi, address.xa_phuong, address.quan_huyen, address.tinh_thanh]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}
