import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A link's label: a message of the app, or a name of the data already in the page's language. */
export type MenuLabel = MessageDescriptor | string;
export type MenuLink = { href: string; label: MenuLabel };
export type MenuEntry = MenuLink & { children?: readonly MenuLink[] };

export function menuText(i18n: I18n, label: MenuLabel): string {
  return typeof label === 'string' ? label : i18n._(label);
}

/** The entry whose sub-menu lists the product categories (the data's: useMainMenu). */
export const PRODUCTS_HREF = '/san-pham';

/**
 * The main menu of SPEC §2, in both the desktop header and the drawer; sub-menus for products and
 * news. Components read it through useMainMenu, which puts the product categories in.
 */
export const MAIN_MENU: readonly MenuEntry[] = [
  { href: '/', label: msg`Trang chủ` },
  { href: '/gioi-thieu', label: msg`Giới thiệu` },
  {
    href: PRODUCTS_HREF,
    label: msg`Sản phẩm`,
    // The product categories of the data, in the console's order (use-main-menu.ts).
    children: [],
  },
  { href: '/noi-dia', label: msg`Nội địa` },
  { href: '/xuat-khau', label: msg`Xuất khẩu` },
  {
    href: '/tin-tuc',
    label: msg`Tin tức`,
    children: [
      { href: '/tin-tuc/tra', label: msg`Trà` },
      { href: '/tin-tuc/ca-phe', label: msg`Cà phê` },
      { href: '/tin-tuc/nong-san', label: msg`Nông sản` },
    ],
  },
  { href: '/tuyen-dung', label: msg`Tuyển dụng` },
  { href: '/lien-he', label: msg`Liên hệ` },
];

/** The call to action at the end of the menu: the purchase catalogue (afflink added by the caller). */
export const BUY_LABEL: MessageDescriptor = msg`Mua hàng`;
