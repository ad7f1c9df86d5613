import { SERVER_STAMPED_FIELDS } from '@shop/domain/contracts';

/**
 * Who may do what with each collection (DESIGN.md "Access"). One table, consulted by every data route.
 * - public: anyone with the public token reads; administrators write.
 * - owner: each document belongs to a guest uid or a user e-mail; only the owner reads or writes it.
 * - create-only: anyone creates; nobody but administrators reads.
 * - by-code: read only with an exact `ma` condition (vouchers).
 * Anything not listed is administrator-only.
 */
export type AccessRule = 'public' | 'owner' | 'create-only' | 'by-code' | 'admin';

const RULES: Record<string, AccessRule> = {
  dmvt: 'public',
  dmchietkhau: 'public',
  news: 'public',
  ecompages: 'public',
  ecomproductlines: 'public',
  ecomcategories: 'public',
  ecomcarrier_fees: 'public',
  ecomtransportfees: 'public',
  ecompromotion_freeships: 'public',
  ptthanhtoan: 'public',
  trangthai: 'public',
  labelinfo: 'public',
  tinhthanh: 'public',
  quanhuyen: 'public',
  xaphuong: 'public',
  cart: 'owner',
  so1: 'owner',
  ecomuser_address: 'owner',
  ecomwishlist: 'owner',
  customer: 'owner',
  ecomcontactus: 'create-only',
  ecomsubscribe: 'create-only',
  evoucher: 'by-code',
};

export function accessRuleFor(collection: string): AccessRule {
  return RULES[collection] ?? 'admin';
}

export { GLOBAL_COLLECTIONS } from '@shop/domain/contracts';

/** What a caller wants to do with a document through the generic data routes. */
export type DataAction = 'create' | 'update' | 'delete';

/**
 * Writes through the generic routes: administrators only, except that anyone may create in a
 * create-only collection. Owner collections (cart, so1, addresses, wishlist, customer) and
 * vouchers have their own routes, which apply their rules; the generic route must not bypass them.
 */
export function canWrite(isAdmin: boolean, collection: string, action: DataAction): boolean {
  if (isAdmin) return true;
  return action === 'create' && accessRuleFor(collection) === 'create-only';
}

/**
 * Fields the server stamps on every document it writes; a client that sends one is refused.
 * (`_id` is checked separately: kept on create when valid, must match the path on update.)
 */
export const SERVER_OWNED_FIELDS: readonly string[] = SERVER_STAMPED_FIELDS;

/** Fields that never leave the server, whoever asks (password hashes, tokens, codes). */
export const SECRET_FIELDS: readonly string[] = [
  'password',
  'password_hash',
  'local.password',
  'local.password_hash',
  'token',
  'tokens',
  'token_hash',
  'otp',
  'otp_hash',
  'code_hash',
];
