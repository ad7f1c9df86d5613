import { describe, expect, it } from 'vitest';
import { encodeVnpayParams, signVnpay, verifyVnpay, vnpayDate } from './vnpay.js';

describe('VNPay signing', () => {
  const secret = 'SECRETKEY123456';
  const params = {
    vnp_TxnRef: 'DH000001-1',
    vnp_Amount: '32000000',
    vnp_OrderInfo: 'Thanh toan don hang DH000001',
  };

  it('signs the sorted, form-encoded parameters with HMAC-SHA512', () => {
    expect(encodeVnpayParams(params)).toBe(
      'vnp_Amount=32000000&vnp_OrderInfo=Thanh+toan+don+hang+DH000001&vnp_TxnRef=DH000001-1',
    );
    expect(signVnpay(params, secret)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('verifies a signature and refuses any change', () => {
    const signed = { ...params, vnp_SecureHash: signVnpay(params, secret), vnp_SecureHashType: 'HmacSHA512' };
    expect(verifyVnpay(signed, secret)).toBe(true);
    expect(verifyVnpay({ ...signed, vnp_Amount: '100' }, secret)).toBe(false);
    expect(verifyVnpay(signed, 'another-secret')).toBe(false);
    expect(verifyVnpay({ ...signed, vnp_SecureHash: 'zz' }, secret)).toBe(false);
  });

  it('writes dates in Vietnam time', () => {
    expect(vnpayDate(new Date('2026-11-22T17:30:05Z'))).toBe('20261123003005');
  });
});
