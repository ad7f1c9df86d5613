import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Locale, LOCALES } from '../primitives/locale.js';
import {
  isMessageCode,
  MESSAGE_CODES,
  MESSAGES,
  type MessageCode,
  type MessageParams,
  messageStatus,
  messageText,
  messageWireCode,
} from './messages.js';

// Every coded text of SPEC §5 and §8, to the letter. The spec's texts that only a screen shows (the
// dialog's buttons, badges, a confirm question) are the shop's Lingui messages, pinned by
// apps/web/src/locales/catalogs.test.ts (decision 069).
const SPEC_TEXTS: Readonly<Partial<Record<MessageCode, string>>> = {
  CONTACT_NAME_REQUIRED: 'Vui lòng nhập họ tên của quý khách',
  CONTACT_EMAIL_REQUIRED: 'Vui lòng nhập email để cửa hàng liên hệ với quý khách',
  EMAIL_INVALID: 'Email không hợp lệ',
  CONTACT_CONTENT_REQUIRED: 'Vui lòng nhập nội dung',
  USERNAME_REQUIRED: 'Email hoặc số điện thoại không được để trống',
  USERNAME_INVALID: 'Email hoặc số điện thoại không hợp lệ',
  PASSWORD_WEAK: 'Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số',
  PASSWORD_MISMATCH: 'Nhập lại mật khẩu không trùng khớp',
  ACCOUNT_NOT_FOUND: 'Lỗi: Không tìm thấy email hoặc số điện thoại',
  CODE_NOT_PENDING: 'Không có mã xác thực',
  NAME_REQUIRED: 'Vui lòng nhập đầy đủ họ và tên',
  CANCEL_REASON_TOO_SHORT: 'Vui lòng nhập đủ kí tự (>5)',
  QUANTITY_ABOVE_STOCK: 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho',
  PHONE_INVALID: 'Số điện thoại không hợp lệ',
  ADDRESS_INCOMPLETE: 'Vui lòng nhập đầy đủ thông tin',
  VOUCHER_DUPLICATE: 'Bạn đã thêm mã giảm giá này',
  VOUCHER_NOT_FOUND_OR_EXPIRED: 'Mã giảm giá không tồn tại hoặc hết hạn sử dụng',
  VOUCHER_UNAVAILABLE: 'Voucher không khả dụng',
  VOUCHER_MIN_ORDER: 'Chưa đạt giá trị đơn hàng tối thiểu',
  CONTACT_SENT: 'Gửi thông tin thành công',
  CONTACT_FAILED: 'Gửi thông tin không thành công',
  LOGIN_REQUIRES_VERIFY: 'Xác minh tài khoản! Mã xác thực được gửi đến {account}',
  CODE_SENT: 'Đã gửi mã xác thực đến {account}',
  CODE_SEND_FAILED: 'Gửi mã xác nhận không thành công',
  CODE_RESEND_FAILED: 'Gửi lại mã xác thực không thành công',
  VERIFY_SUCCESS: 'Xác thực thành công',
  LOGIN_SUCCESS: 'Đăng nhập thành công',
  PASSWORD_RESET_SUCCESS: 'Thay đổi mật khẩu thành công',
  PASSWORD_RESET_FAILED: 'Thay đổi mật khẩu không thành công',
  PASSWORD_CHANGE_SUCCESS: 'Đổi mật khẩu thành công',
  PASSWORD_CHANGE_FAILED: 'Đổi mật khẩu không thành công',
  PROFILE_UPDATE_SUCCESS: 'Thay đổi thông tin thành công',
  PROFILE_UPDATE_FAILED: 'Thay đổi thông tin không thành công',
  SUBSCRIBE_SUCCESS: 'Đăng ký nhận tin tức thành công',
  SUBSCRIBE_FAILED: 'Đăng ký nhận tin tức không thành công',
  ORDER_CANCELLED: 'Đã huỷ đơn',
  REBUY_SUCCESS: 'Thêm vào giỏ hàng thành công',
  ADDRESS_DELETED: 'Đã xoá địa chỉ',
  REGISTER_SUCCESS: 'Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào',
  CART_UPDATED: 'Cập nhật giỏ hàng thành công',
  ORDER_PLACED: 'Đặt hàng thành công',
  CUSTOMER_NOT_FOUND: 'Not found customer for user',
};

describe('messages', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text, to the letter', (code, text) => {
    expect(isMessageCode(code)).toBe(true);
    if (isMessageCode(code)) expect(MESSAGES[code].vi).toBe(text);
  });

  it('has a Vietnamese and an English text for every code', () => {
    expect(MESSAGE_CODES.length).toBe(Object.keys(MESSAGES).length);
    for (const code of MESSAGE_CODES) {
      expect(MESSAGES[code].vi.trim()).not.toBe('');
      expect(MESSAGES[code].en.trim()).not.toBe('');
      expect(MESSAGES[code].vi.normalize('NFC')).toBe(MESSAGES[code].vi);
    }
  });

  // Placeholders filled, one without a value kept as written, the default language Vietnamese;
  // the last five are the dynamic parts of the server's refusals.
  it.each<[MessageCode, Locale | undefined, MessageParams | undefined, string]>([
    ['CODE_SENT', 'vi', { account: 'an@tra.vn' }, 'Đã gửi mã xác thực đến an@tra.vn'],
    ['CODE_SENT', 'en', { account: '0912345678' }, 'A verification code was sent to 0912345678'],
    [
      'LOGIN_REQUIRES_VERIFY',
      'vi',
      { account: 'an@tra.vn' },
      'Xác minh tài khoản! Mã xác thực được gửi đến an@tra.vn',
    ],
    ['PROMO_PRICE_LIMITED', 'vi', { quantity: 2 }, 'Giá khuyến mãi chỉ áp dụng cho tối đa 2 sản phẩm'],
    ['CODE_SENT', 'vi', {}, 'Đã gửi mã xác thực đến {account}'],
    ['ORDER_PLACED', undefined, undefined, 'Đặt hàng thành công'],
    ['BODY_FIELD_INVALID', 'vi', { field: '_id' }, 'Giá trị không hợp lệ: _id'],
    [
      'TEXT_INVALID',
      'en',
      { where: 'body ten' },
      'The data holds an invalid character (a NUL or a broken Unicode character) in body ten',
    ],
    ['IMAGE_SIZE_INVALID', 'vi', { sizes: 'x, s, m' }, 'Kích thước ảnh phải là một trong: x, s, m'],
    ['ADDRESS_TOO_LONG', 'en', { max: 300 }, 'The address is longer than 300 characters'],
    [
      'ACCOUNT_LOCKED',
      'vi',
      { minutes: 15 },
      'Tài khoản tạm khoá do nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau 15 phút',
    ],
  ])('%s in %s with %j reads %j', (code, locale, params, text) => {
    expect(messageText(code, locale, params)).toBe(text);
  });

  it('uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const code of MESSAGE_CODES)
      expect(names(MESSAGES[code].en), code).toEqual(names(MESSAGES[code].vi));
  });

  it('gives each refusal its status and wire code', () => {
    expect(messageStatus('ORDER_NOT_FOUND')).toBe(404);
    expect(messageStatus('CODE_WRONG')).toBe(400);
    expect(messageStatus('CODE_TOO_MANY_ATTEMPTS')).toBe(429);
    expect(messageStatus('SERVER_ERROR')).toBe(500);
    expect(messageWireCode('ORDER_NOT_FOUND')).toBe('ORDER_NOT_FOUND');
    expect(messageWireCode('LOOKUP_BY_CODE_ONLY')).toBe('FORBIDDEN');
    expect(messageWireCode('ROUTE_NOT_FOUND')).toBe('NOT_FOUND');
    expect(messageWireCode('SERVER_ERROR')).toBe('INTERNAL');
  });

  it('has only HTTP error statuses, one per wire code', () => {
    const statusOfWireCode = new Map<string, number>();
    for (const [code, entry] of Object.entries(MESSAGES)) {
      if (!('status' in entry)) continue;
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      const wire = 'code' in entry ? entry.code : code;
      expect(statusOfWireCode.get(wire) ?? entry.status, `${code} (${wire})`).toBe(entry.status);
      statusOfWireCode.set(wire, entry.status);
    }
  });

  it('names a wire code only when it differs from the key', () => {
    for (const [code, entry] of Object.entries(MESSAGES))
      if ('code' in entry) expect(entry.code, code).not.toBe(code);
  });

  it('recognises codes only', () => {
    expect(isMessageCode('VOUCHER_DUPLICATE')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
  });

  it('property: with a value for every placeholder, no placeholder is left', () => {
    // Every placeholder name the table uses, so a new one is covered without editing this test.
    const names = new Set(
      Object.values(MESSAGES).flatMap((pair) =>
        [...`${pair.vi} ${pair.en}`.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGE_CODES),
        fc.constantFrom(...LOCALES),
        fc.string({ unit: 'grapheme' }).filter((text) => !/[{}]/.test(text)),
        (code, locale, value) => {
          const params = Object.fromEntries([...names].map((name) => [name, value]));
          const text = messageText(code, locale, params);
          expect(text).not.toMatch(/\{\w+\}/);
        },
      ),
    );
  });
});
