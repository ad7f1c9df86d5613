import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstPath } from '../schema-issues.test-kit.js';
import {
  favouriteRequestSchema,
  lineQuantitySchema,
  lineRequestSchema,
  requestedQuantitySchema,
} from './line-request.js';

describe('lineRequestSchema', () => {
  it('reads a product code, an option and a quantity (1 when left out)', () => {
    expect(v.parse(lineRequestSchema, { ma_vt: ' TRA-001 ', thuoc_tinh: { _id: 'v1' } })).toMatchObject({
      ma_vt: 'TRA-001',
      sl_xuat: 1,
      thuoc_tinh: { _id: 'v1' },
    });
    expect(v.parse(lineRequestSchema, { ma_vt: 42, sl_xuat: '3', thuoc_tinh: null })).toMatchObject({
      ma_vt: '42',
      sl_xuat: 3,
    });
  });

  it('names the field that is wrong', () => {
    expect(firstPath(lineRequestSchema, { ma_vt: '  ' })).toBe('ma_vt');
    expect(firstPath(lineRequestSchema, { sl_xuat: 1 })).toBe('ma_vt');
    expect(firstPath(lineRequestSchema, { ma_vt: 'A', sl_xuat: 0 })).toBe('sl_xuat');
    expect(firstPath(lineRequestSchema, { ma_vt: 'A', sl_xuat: 1.5 })).toBe('sl_xuat');
    expect(firstPath(lineRequestSchema, { ma_vt: 'A', thuoc_tinh: { _id: 7 } })).toBe('thuoc_tinh._id');
  });
});

describe('requestedQuantitySchema and lineQuantitySchema', () => {
  it('accepts exactly the whole numbers from 1, as numbers or text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100_000 }), (quantity) => {
        const expected = quantity >= 1;
        expect(v.is(requestedQuantitySchema, quantity)).toBe(expected);
        expect(v.is(requestedQuantitySchema, String(quantity))).toBe(expected);
      }),
    );
    expect(firstPath(lineQuantitySchema, { _id: 5, sl_xuat: 2 })).toBe('_id');
    expect(firstPath(lineQuantitySchema, {})).toBe('sl_xuat');
  });
});

describe('favouriteRequestSchema', () => {
  it('takes a trimmed code of 1 to 100 characters', () => {
    expect(v.parse(favouriteRequestSchema, { ma_vt: ' NEO-005 ' }).ma_vt).toBe('NEO-005');
    expect(v.is(favouriteRequestSchema, { ma_vt: ' ' })).toBe(false);
    expect(v.is(favouriteRequestSchema, { ma_vt: 'x'.repeat(101) })).toBe(false);
  });
});
