import { describe, expect, it } from 'vitest';
import {
  cassoSignatureHeader,
  isCassoSigned,
  isSepayAuthorized,
  readCassoNotice,
  readSepayNotice,
} from './bank-notices.js';
import { CASSO_EXAMPLE, SEPAY_EXAMPLE } from './bank-notices.test-kit.js';

describe('Casso webhook signature', () => {
  it("accepts the example of Casso's documentation", () => {
    expect(isCassoSigned(CASSO_EXAMPLE.header, CASSO_EXAMPLE.body, CASSO_EXAMPLE.checksumKey)).toBe(true);
    // The key order of the body does not matter: Casso signs it sorted.
    const reordered = { data: { ...CASSO_EXAMPLE.body.data }, error: 0 };
    expect(isCassoSigned(CASSO_EXAMPLE.header, reordered, CASSO_EXAMPLE.checksumKey)).toBe(true);
  });

  it('refuses an altered body, another key, another time or a malformed header', () => {
    const altered = { ...CASSO_EXAMPLE.body, data: { ...CASSO_EXAMPLE.body.data, amount: 5_990_000 } };
    expect(isCassoSigned(CASSO_EXAMPLE.header, altered, CASSO_EXAMPLE.checksumKey)).toBe(false);
    expect(isCassoSigned(CASSO_EXAMPLE.header, CASSO_EXAMPLE.body, 'another-checksum-key')).toBe(false);
    const otherTime = CASSO_EXAMPLE.header.replace('t=1727948258788', 't=1727948258789');
    expect(isCassoSigned(otherTime, CASSO_EXAMPLE.body, CASSO_EXAMPLE.checksumKey)).toBe(false);
    expect(isCassoSigned(undefined, CASSO_EXAMPLE.body, CASSO_EXAMPLE.checksumKey)).toBe(false);
    expect(isCassoSigned('v1=abc', CASSO_EXAMPLE.body, CASSO_EXAMPLE.checksumKey)).toBe(false);
  });

  it('signs as it verifies, Vietnamese notes included, in the Node and PHP JSON forms', () => {
    const body = {
      error: 0,
      data: { ...CASSO_EXAMPLE.body.data, description: 'Thanh toán đơn DH000123 / cảm ơn' },
    };
    const header = cassoSignatureHeader(body, '1764403200000', 'a-casso-secret');
    expect(isCassoSigned(header, body, 'a-casso-secret')).toBe(true);
    expect(isCassoSigned(header, body, 'another-secret')).toBe(false);
  });

  it('reads the example as a notice', () => {
    expect(readCassoNotice(CASSO_EXAMPLE.body)).toEqual({
      provider: 'casso',
      transactionId: '0',
      amount: 599000,
      note: 'giao dich thu nghiem',
      accountNumber: '88888888',
      reference: 'MA_GIAO_DICH_THU_NGHIEM',
      transferredAt: '2024-10-03 15:06:37',
    });
    expect(() => readCassoNotice({ error: 0, data: [CASSO_EXAMPLE.body.data] })).toThrow();
    expect(() => readCassoNotice({ error: 0, data: { ...CASSO_EXAMPLE.body.data, amount: 1.5 } })).toThrow();
  });
});

describe('SePay webhook', () => {
  it('takes the documented Authorization: Apikey header with the key, and nothing else', () => {
    expect(isSepayAuthorized('Apikey sepay-key-123456', 'sepay-key-123456')).toBe(true);
    expect(isSepayAuthorized('Apikey sepay-key-12345', 'sepay-key-123456')).toBe(false);
    expect(isSepayAuthorized('Bearer sepay-key-123456', 'sepay-key-123456')).toBe(false);
    expect(isSepayAuthorized('sepay-key-123456', 'sepay-key-123456')).toBe(false);
    expect(isSepayAuthorized(undefined, 'sepay-key-123456')).toBe(false);
  });

  it('reads the documented body, money in and out', () => {
    expect(readSepayNotice(SEPAY_EXAMPLE)).toEqual({
      provider: 'sepay',
      transactionId: '92704',
      amount: 2277000,
      note: 'payment content',
      accountNumber: '0123499999',
      reference: 'MBVCB.3278907687',
      transferredAt: '2023-03-25 14:02:37',
    });
    expect(readSepayNotice({ ...SEPAY_EXAMPLE, transferType: 'out' }).amount).toBe(-2277000);
    expect(readSepayNotice({ ...SEPAY_EXAMPLE, code: 'DH000123' }).note).toBe('DH000123 payment content');
    expect(() => readSepayNotice({ ...SEPAY_EXAMPLE, transferType: 'sideways' })).toThrow();
    expect(() => readSepayNotice({ ...SEPAY_EXAMPLE, id: null })).toThrow();
    expect(() => readSepayNotice('not an object')).toThrow();
  });
});
