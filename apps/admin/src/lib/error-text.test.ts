import { ApiError } from '@shop/api-client';
import { shipOrderSchema } from '@shop/domain/console';
import { describe, expect, it } from 'vitest';
import { codeText, errorText } from './error-text';
import { localized } from './localized';
import { readForm } from './read-form';

describe('what the console tells the user', () => {
  it("shows the server's message, else the text of a code in the user's language, else the fallback", () => {
    expect(errorText(new ApiError('Order not found', 404, 'ORDER_NOT_FOUND', {}), 'en', 'x')).toBe(
      'Order not found',
    );
    expect(errorText(new Error('CONSOLE_LOGIN_REQUIRED'), 'en', 'x')).toBe(
      'Please log in with a console account',
    );
    expect(errorText(new Error('boom'), 'vi', 'Lỗi')).toBe('Lỗi');
    expect(codeText('CANCEL_REASON_TOO_SHORT', 'vi')).toBe('Vui lòng nhập đủ kí tự (>5)');
    expect(codeText('nothing', 'vi')).toBeUndefined();
  });

  it('reads a form with a domain schema: the output, or the first code of each field', () => {
    expect(readForm(shipOrderSchema, { don_vi_vc: 'GHN', ma_van_don: 'GHN-1234' })).toEqual({
      ok: true,
      value: { don_vi_vc: 'GHN', ma_van_don: 'GHN-1234' },
    });
    expect(readForm(shipOrderSchema, { don_vi_vc: 'GHN', ma_van_don: 'a' })).toEqual({
      ok: false,
      errors: { ma_van_don: 'TRACKING_CODE_INVALID' },
    });
  });

  it('names things in English only when there is an English name', () => {
    expect(localized('Đơn mới', 'New order', 'en')).toBe('New order');
    expect(localized('Đơn mới', '', 'en')).toBe('Đơn mới');
    expect(localized('Đơn mới', 'New order', 'vi')).toBe('Đơn mới');
  });
});
