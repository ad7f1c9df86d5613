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

/** Collections of SPEC §7 that live outside any app: their paths omit id_app. */
export const GLOBAL_COLLECTIONS: ReadonlySet<string> = new Set([
  'user',
  'users',
  'notification',
  'message',
  'listinfo',
  'moduleinfo',
  'reportinfo',
  'tableinfo',
  'labelinfo',
  'rptobject',
  'trangthai',
  'app',
  'sysgroup',
  'sysconfig',
  'schedule',
  'templatestore',
  'tinhthanh',
  'quanhuyen',
  'xaphuong',
  'token',
  'importtemplate',
  'exporttemplate',
  'ecomcategories',
  'ecombrands',
  'ecomproperties',
  'ecomproductlines',
]);
