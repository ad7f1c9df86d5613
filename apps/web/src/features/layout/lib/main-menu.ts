import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type MenuLink = { href: string; label: MessageDescriptor };
export type MenuEntry = MenuLink & { children?: readonly MenuLink[] };

/** The main menu of SPEC §2, in both the desktop header and the drawer; sub-menus for products and news. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { href: '/', label: msg`Trang chủ` },
  { href: '/gioi-thieu', label: msg`Giới thiệu` },
  {
    href: '/san-pham',
    label: msg`Sản phẩm`,
    children: [
      { href: '/san-pham/tra', label: msg`Trà` },
      { href: '/san-pham/ca-phe', label: msg`Cà phê` },
      { href: '/san-pham/nong-san', label: msg`Nông sản` },
      { href: '/san-pham/nuoc-tang-luc', label: msg`Nước tăng lực` },
      { href: '/san-pham/nuoc-ep-oi', label: msg`Nước ép ổi` },
    ],
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
