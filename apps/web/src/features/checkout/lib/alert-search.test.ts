import { describe, expect, it } from 'vitest';
import { alertSearchOf, gatewayReturnQuery, parseAlertSearch } from './alert-search';

describe('parseAlertSearch', () => {
  it('reads the query of a cash-on-delivery result, as the router hands it over', () => {
    expect(
      parseAlertSearch({
        isSuccess: true,
        amount: 235000,
        isCOD: true,
        message: 'Đặt hàng thành công',
        info_order: 'DH000001',
        _id: '6650A1B2C3D4E5F6A7B8C9D0',
        email: 'an@example.vn',
      }),
    ).toEqual({
      isSuccess: true,
      amount: 235000,
      isCOD: true,
      message: 'Đặt hàng thành công',
      info_order: 'DH000001',
      _id: '6650a1b2c3d4e5f6a7b8c9d0',
      email: 'an@example.vn',
    });
  });

  it('reads text values too', () => {
    const search = parseAlertSearch({ isSuccess: 'true', amount: '120000', isCOD: '0' });
    expect(search).toMatchObject({ isSuccess: true, amount: 120000, isCOD: false });
  });

  it('never throws: wrong shapes are dropped and isCOD defaults to false', () => {
    const wrong = [
      {},
      { amount: -5 },
      { amount: '12abc' },
      { amount: 1.5 },
      { _id: 'abc' },
      { isSuccess: 'maybe' },
    ];
    for (const raw of wrong) expect(() => parseAlertSearch(raw)).not.toThrow();
    expect(parseAlertSearch({ amount: '12abc', _id: 'nope', isSuccess: 'maybe', isCOD: {} })).toEqual({
      isSuccess: undefined,
      amount: undefined,
      isCOD: false,
      message: undefined,
      info_order: undefined,
      _id: undefined,
      email: undefined,
    });
  });

  it('turns numbers back into text for text fields and cuts long text', () => {
    expect(parseAlertSearch({ info_order: 123, message: 'x'.repeat(400) })).toMatchObject({
      info_order: '123',
      message: 'x'.repeat(300),
    });
  });
});

describe('gatewayReturnQuery', () => {
  it('keeps the signed vnp_ parameters exactly as they came', () => {
    const query = gatewayReturnQuery(
      '?vnp_Amount=23500000&vnp_OrderInfo=Thanh+toan&foo=1&vnp_SecureHash=ab12',
    );
    expect(query).toBe('vnp_Amount=23500000&vnp_OrderInfo=Thanh+toan&vnp_SecureHash=ab12');
  });

  it('is undefined without a signature', () => {
    expect(gatewayReturnQuery('?isSuccess=true&vnp_Amount=1')).toBeUndefined();
    expect(gatewayReturnQuery('')).toBeUndefined();
  });
});

describe('alertSearchOf', () => {
  it("builds the query from the placed order, with 'Đặt hàng thành công' when the reply has no message", () => {
    expect(
      alertSearchOf(
        { _id: '6650a1b2c3d4e5f6a7b8c9d0', so_ct: 'DH000002', t_tt_nt: 90000, email_nguoi_nhan: '' },
        true,
        'Đặt hàng thành công',
      ),
    ).toEqual({
      isSuccess: true,
      amount: 90000,
      isCOD: true,
      message: 'Đặt hàng thành công',
      info_order: 'DH000002',
      _id: '6650a1b2c3d4e5f6a7b8c9d0',
      email: undefined,
    });
  });
});
