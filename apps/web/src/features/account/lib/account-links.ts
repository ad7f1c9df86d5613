import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type AccountLink = { href: string; label: MessageDescriptor };

/**
 * The account pages of SPEC §2, in the header's account dropdown, the drawer's profile submenu and
 * the profile pages' side menu (logout is an action, not a link, and sits after these).
 */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { href: '/user-profile/my-profile', label: msg`Thông tin tài khoản` },
  { href: '/user-profile/address-book', label: msg`Sổ địa chỉ` },
  { href: '/user-profile/purchased-return', label: msg`Đơn mua` },
  { href: '/user-profile/liked-product', label: msg`Sản phẩm yêu thích` },
];
