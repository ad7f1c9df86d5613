/**
 * The footer's two lists of pages (SPEC §2 Footer): the type name (ten_loai) and the route. Apart
 * from the console's settings contract (and its valibot schemas), so the shop's first script can
 * read it alone.
 */
export const FOOTER_PAGE_KINDS = {
  policy: { typeName: 'Chính sách khách hàng', basePath: '/chinh-sach' },
  guide: { typeName: 'Hướng dẫn', basePath: '/huong-dan' },
} as const;
export type FooterPageKind = keyof typeof FOOTER_PAGE_KINDS;
/** SPEC §2 Footer and §9: the footer shows the first 5 pages of each kind, by sst. */
export const FOOTER_LIST_LIMIT = 5;
