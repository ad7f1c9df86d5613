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
    expect(paymentProvidersLine(off)).toBe('payments: vnpay off, sepay webhook off, casso webhook off');
    const on = readEnv({
      ...base,
      SEPAY_WEBHOOK_KEY: 'sepay-key-0123456789',
      CASSO_WEBHOOK_SECRET: 'casso-secret-0123456',
    });
    const line = paymentProvidersLine(on);
    expect(line).toBe('payments: vnpay off, sepay webhook on, casso webhook on');
    expect(line).not.toContain('sepay-key');
    expect(paymentProvidersLine(readEnv({ ...base, NODE_ENV: 'test' }))).toBe(
      'payments: vnpay local sandbox, sepay webhook local simulator, casso webhook local simulator',
    );
  });
});
