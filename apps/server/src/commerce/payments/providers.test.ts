import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.js';
import { paymentProvidersLine } from './providers.js';

const base = {
  NODE_ENV: 'production',
  PUBLIC_TOKEN: 'public-token-0123456789',
  TRUST_KEY: 'trust-key-0123456789abcdef',
};

describe('paymentProvidersLine', () => {
  it('says which providers are on, without a key', () => {
    const off = readEnv({ ...base });
    expect(paymentProvidersLine(off)).toBe(
      'payments: vnpay off, momo off, zalopay off, sepay webhook off, casso webhook off',
    );
    const on = readEnv({
      ...base,
      SEPAY_WEBHOOK_KEY: 'sepay-key-0123456789',
      CASSO_WEBHOOK_SECRET: 'casso-secret-0123456',
    });
    const line = paymentProvidersLine(on);
    expect(line).toBe('payments: vnpay off, momo off, zalopay off, sepay webhook on, casso webhook on');
    expect(line).not.toContain('sepay-key');
    const wallets = paymentProvidersLine(
      readEnv({
        ...base,
        MOMO_PARTNER_CODE: 'MOMOSHOP',
        MOMO_ACCESS_KEY: 'access-key-0123',
        MOMO_SECRET_KEY: 'secret-key-0123456789',
        ZALOPAY_APP_ID: '2553',
        ZALOPAY_KEY1: 'key1-0123456789',
        ZALOPAY_KEY2: 'key2-0123456789',
      }),
    );
    expect(wallets).toBe(
      'payments: vnpay off, momo on (merchant keys), zalopay on (merchant keys), sepay webhook off, casso webhook off',
    );
    expect(wallets).not.toMatch(/secret-key|key1-|key2-/);
    expect(() => readEnv({ ...base, MOMO_PARTNER_CODE: 'MOMOSHOP' })).toThrow(/go together/);
    expect(paymentProvidersLine(readEnv({ ...base, NODE_ENV: 'test' }))).toBe(
      'payments: vnpay local sandbox, momo local sandbox, zalopay local sandbox, sepay webhook local simulator, casso webhook local simulator',
    );
  });
});
