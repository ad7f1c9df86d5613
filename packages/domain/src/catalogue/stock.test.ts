import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stockAdjustmentSchema } from './console-stock.js';
import { messageText } from '../messages/messages.js';
import {
  adjustStock,
  applyStockChanges,
  isStockCsvHeader,
  planStockImport,
  type StockItem,
  stockItemsOf,
  stockKey,
} from './stock.js';

const single = { _id: 'p1', ma_vt: 'TRA-001', ten_vt: 'Trà', gia_ban_le: 50_000, ton: 7, thuoc_tinh: [] };
const withOptions = {
  _id: 'p2',
  ma_vt: 'CPH-001',
  ten_vt: 'Cà phê',
  gia_ban_le: 100_000,
  ton: 8,
  thuoc_tinh: [
    {
      _id: 'v1',
      gia_tri_bien_the_1: 'Rang',
      gia_tri_bien_the_2: '250g',
      gia_ban_le: 100_000,
      ton: 5,
      online: true,
    },
    {
      _id: 'v2',
      gia_tri_bien_the_1: 'Xay',
      gia_tri_bien_the_2: '',
      gia_ban_le: 120_000,
      ton: 3,
      online: true,
    },
  ],
};

describe('adjustStock', () => {
  it('adds received goods, takes out damaged ones, sets a count, adds a signed other', () => {
    expect(adjustStock(5, { reason: 'received', quantity: 3 })).toEqual({ ok: true, after: 8, delta: 3 });
    expect(adjustStock(5, { reason: 'damaged', quantity: 5 })).toEqual({ ok: true, after: 0, delta: -5 });
    expect(adjustStock(5, { reason: 'count', quantity: 2 })).toEqual({ ok: true, after: 2, delta: -3 });
    expect(adjustStock(5, { reason: 'count', quantity: 5 })).toEqual({ ok: true, after: 5, delta: 0 });
    expect(adjustStock(5, { reason: 'other', quantity: -2 })).toEqual({ ok: true, after: 3, delta: -2 });
  });

  it('refuses a result below zero with the figure it would leave', () => {
    expect(adjustStock(5, { reason: 'damaged', quantity: 6 })).toEqual({
      ok: false,
      code: 'STOCK_NEGATIVE',
      after: -1,
    });
    expect(adjustStock(0, { reason: 'other', quantity: -1 })).toMatchObject({ ok: false });
  });

  it('never leaves a negative stock, and after = before + delta', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.constantFrom('received', 'damaged', 'count', 'other' as const),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (before, reason, quantity) => {
          const decision = adjustStock(before, { reason, quantity });
          if (decision.ok) {
            expect(decision.after).toBeGreaterThanOrEqual(0);
            expect(decision.after).toBe(before + decision.delta);
          } else expect(decision.after).toBeLessThan(0);
        },
      ),
    );
  });
});

describe('stockAdjustmentSchema', () => {
  const issue = (input: unknown) => {
    const result = v.safeParse(stockAdjustmentSchema, input);
    return result.success ? undefined : result.issues[0]?.message;
  };
  it('asks each reason for its own kind of quantity, and a note for other', () => {
    const base = { ma_vt: 'TRA-001', variant: '' };
    expect(issue({ ...base, reason: 'received', quantity: 0 })).toBe('STOCK_QUANTITY_INVALID');
    expect(issue({ ...base, reason: 'damaged', quantity: -1 })).toBe('STOCK_QUANTITY_INVALID');
    expect(issue({ ...base, reason: 'count', quantity: -1 })).toBe('STOCK_COUNT_INVALID');
    expect(issue({ ...base, reason: 'count', quantity: 0 })).toBeUndefined();
    expect(issue({ ...base, reason: 'other', quantity: 0, note: 'x' })).toBe('STOCK_DELTA_INVALID');
    expect(issue({ ...base, reason: 'other', quantity: -2, note: '  ' })).toBe('STOCK_NOTE_REQUIRED');
    expect(issue({ ...base, reason: 'other', quantity: -2, note: 'Hàng mẫu' })).toBeUndefined();
    expect(issue({ ...base, reason: 'lost', quantity: 1 })).toBe('STOCK_REASON_INVALID');
    expect(issue({ ...base, reason: 'received', quantity: 1.5 })).toBe('STOCK_QUANTITY_INVALID');
    expect(issue({ ...base, reason: 'received', quantity: 1, note: 'x'.repeat(501) })).toBe(
      'STOCK_NOTE_TOO_LONG',
    );
  });
  it('has Vietnamese and English words for the refusal of a negative result', () => {
    expect(messageText('STOCK_NEGATIVE', 'vi', { before: 2, after: -1 })).toBe(
      'Tồn kho không thể âm: đang có 2, sau điều chỉnh sẽ còn -1',
    );
    expect(messageText('STOCK_NEGATIVE', 'en', { before: 2, after: -1 })).toContain('below zero');
  });
});

describe('stockItemsOf and applyStockChanges', () => {
  it('lists a product sold as one item as one line, and each option otherwise', () => {
    expect(stockItemsOf(single)).toEqual([
      expect.objectContaining({ variant: '', name: 'Trà', price: 50_000, stock: 7 }),
    ]);
    expect(stockItemsOf(withOptions).map((item) => [item.variant, item.name, item.stock])).toEqual([
      ['v1', 'Cà phê (Rang / 250g)', 5],
      ['v2', 'Cà phê (Xay)', 3],
    ]);
  });

  it('moves the product with its options: stock by the same amount, price the lowest', () => {
    const next = applyStockChanges(withOptions, [
      { variant: 'v1', stock: 1, price: 130_000 },
      { variant: 'v2', stock: 10 },
    ]);
    expect(next.ton).toBe(8 - 4 + 7);
    expect(next.gia_ban_le).toBe(120_000);
    expect(next.thuoc_tinh?.map((item) => [item.ton, item.gia_ban_le])).toEqual([
      [1, 130_000],
      [10, 120_000],
    ]);
    expect(withOptions.thuoc_tinh[0]?.ton).toBe(5);
    expect(applyStockChanges(single, [{ variant: '', stock: 2, price: 45_000 }])).toMatchObject({
      ton: 2,
      gia_ban_le: 45_000,
    });
  });
});

describe('planStockImport', () => {
  const items = new Map<string, StockItem>(
    [...stockItemsOf(single), ...stockItemsOf(withOptions)].map((item) => [
      stockKey(item.ma_vt, item.variant),
      item,
    ]),
  );
  it('reads the header of the export in any case', () => {
    expect(isStockCsvHeader(['Code', 'variant', 'NAME', ' price ', 'stock'])).toBe(true);
    expect(isStockCsvHeader(['ma_vt', 'variant', 'name', 'price', 'stock'])).toBe(false);
  });

  it('lists the changes, the unchanged rows and every refused row with its reason', () => {
    const plan = planStockImport(
      [
        ['TRA-001', '', 'Trà', '55000', '7'],
        ['CPH-001', 'v1', 'x', '100000', '5'],
        ['CPH-001', 'v2', 'x', '120000', '0'],
        ['NOPE', '', 'x', '1', '1'],
        ['CPH-001', 'v9', 'x', '1', '1'],
        ['CPH-001', 'v2', 'x', '120000', '1'],
        ['TRA-001'],
      ],
      items,
    );
    expect(plan.changes).toEqual([
      expect.objectContaining({ line: 2, price_before: 50_000, price_after: 55_000, stock_after: 7 }),
      expect.objectContaining({ line: 4, variant: 'v2', stock_before: 3, stock_after: 0 }),
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused.map((row) => [row.line, row.code])).toEqual([
      [5, 'IMPORT_ROW_UNKNOWN_CODE'],
      [6, 'IMPORT_ROW_UNKNOWN_CODE'],
      [7, 'IMPORT_ROW_DUPLICATE'],
      [8, 'IMPORT_ROW_COLUMNS'],
    ]);
  });

  it('refuses numbers that are not whole and stock below zero', () => {
    const codes = (price: string, stock: string) =>
      planStockImport([['TRA-001', '', '', price, stock]], items).refused.map((row) => row.code);
    expect(codes('55.000,5', '1')).toEqual(['IMPORT_ROW_BAD_NUMBER']);
    expect(codes('abc', '1')).toEqual(['IMPORT_ROW_BAD_NUMBER']);
    expect(codes('-1', '1')).toEqual(['IMPORT_ROW_BAD_NUMBER']);
    expect(codes('', '1')).toEqual(['IMPORT_ROW_BAD_NUMBER']);
    expect(codes('1000', '-3')).toEqual(['IMPORT_ROW_NEGATIVE_STOCK']);
    expect(codes('1000', '1e3')).toEqual(['IMPORT_ROW_BAD_NUMBER']);
    expect(codes(' 1000 ', ' 4 ')).toEqual([]);
  });

  it('reads a price written the Vietnamese way, like the console fields', () => {
    for (const written of ['55.000', '55 000', '55000 ₫', '55.000đ']) {
      const plan = planStockImport([['TRA-001', '', '', written, '7']], items);
      expect(plan.refused, written).toEqual([]);
      expect(plan.changes[0]?.price_after, written).toBe(55_000);
    }
  });
});
