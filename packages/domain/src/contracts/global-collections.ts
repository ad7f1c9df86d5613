/**
 * Collections of SPEC §7 that live outside any app: their paths omit id_app
 * (`/api/{collection}/…`). The server stores them under no app; the api-client builds their paths.
 */
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
