import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatPrice, MONEY_INPUT_MESSAGES, parseMoneyInput } from './money.js';
import { productFormSchema } from '../catalogue/console-catalogue.js';

describe('parseMoneyInput', () => {
  it('gives back any amount formatted the shop way, in both languages, with or without the sign', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('vi', 'en'),
        (amount, locale) => {
          const shown = formatPrice(amount, locale as 'vi' | 'en');
          expect(parseMoneyInput(shown)).toEqual({ ok: true, value: amount });
          expect(parseMoneyInput(shown.replace(' ₫', ''))).toEqual({ ok: true, value: amount });
          expect(parseMoneyInput(String(amount))).toEqual({ ok: true, value: amount });
        },
      ),
    );
  });

  it('reads the ways people write đồng', () => {
    for (const [text, value] of [
      ['150.000', 150_000],
      ['150 000', 150_000],
      ['150,000', 150_000],
      ['150000', 150_000],
      ['1.250.000', 1_250_000],
      [' 150.000đ ', 150_000],
      ['150.000 ₫', 150_000],
      ['150.000 VND', 150_000],
      ['150\u00a0000\u00a0₫', 150_000],
      ['0', 0],
    ] as const) {
      expect(parseMoneyInput(text), text).toEqual({ ok: true, value });
    }
  });

  it('refuses decimals, negatives and garbage with a coded bilingual message', () => {
    for (const [text, code] of [
      ['', 'MONEY_REQUIRED'],
      ['  ₫', 'MONEY_REQUIRED'],
      ['-5.000', 'MONEY_NEGATIVE'],
      ['1.5', 'MONEY_DECIMAL'],
      ['150.000,50', 'MONEY_DECIMAL'],
      ['1.50.000', 'MONEY_INVALID'],
      ['150.000 000', 'MONEY_INVALID'],
      ['abc', 'MONEY_INVALID'],
      ['12a', 'MONEY_INVALID'],
      ['1e5', 'MONEY_INVALID'],
    ] as const) {
      expect(parseMoneyInput(text), text).toEqual({ ok: false, code });
      expect(MONEY_INPUT_MESSAGES[code].vi).not.toBe('');
      expect(MONEY_INPUT_MESSAGES[code].en).not.toBe('');
    }
    expect(parseMoneyInput(-1)).toEqual({ ok: false, code: 'MONEY_NEGATIVE' });
    expect(parseMoneyInput(1.5)).toEqual({ ok: false, code: 'MONEY_DECIMAL' });
  });

  it('lets the console send a variant price as typed ("150.000" is 150000)', () => {
    const result = v.safeParse(productFormSchema, {
      ma_vt: 'CF-01',
      ten_vt: 'Cà phê',
      ten_vt_eng: 'Coffee',
      ma_nvt: 'CF',
      gia_ban_le: '150.000',
      ton: 1,
      thuoc_tinh: [{ gia_tri_bien_the_1: '500g', gia_ban_le: '150.000', ton: 3 }],
    });
    expect(result.issues?.map((issue) => issue.message)).toBeUndefined();
    expect(result.output).toMatchObject({ gia_ban_le: 150_000, thuoc_tinh: [{ gia_ban_le: 150_000 }] });
    const wrong = v.safeParse(productFormSchema, {
      ma_vt: 'CF-01',
      ten_vt: 'Cà phê',
      ten_vt_eng: 'Coffee',
      ma_nvt: 'CF',
      gia_ban_le: '150.000,5',
      ton: 1,
    });
    expect(wrong.issues?.[0]?.message).toBe('PRODUCT_PRICE_INVALID');
  });
});
