import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSOLE_COLLECTION_AREAS } from './item-history.js';
import {
  COLLECTION_FIELDS,
  type FieldSpec,
  fieldLabel,
  formatHistoryValue,
  HISTORY_TEXT_MAX,
  referencedValues,
} from './item-labels.js';
import { LOCALES } from '../primitives/locale.js';

function* specs(table: Readonly<Record<string, FieldSpec>>): Generator<[string, FieldSpec]> {
  for (const [field, spec] of Object.entries(table)) {
    yield [field, spec];
    if (spec.fields) yield* specs(spec.fields);
  }
}

describe('COLLECTION_FIELDS', () => {
  it('has a table for every console collection, each field named in both languages', () => {
    for (const collection of Object.keys(CONSOLE_COLLECTION_AREAS)) {
      expect(Object.hasOwn(COLLECTION_FIELDS, collection), collection).toBe(true);
      for (const [field, spec] of specs(COLLECTION_FIELDS[collection] ?? {})) {
        expect(spec.vi.trim(), `${collection}.${field}`).not.toBe('');
        expect(spec.en.trim(), `${collection}.${field}`).not.toBe('');
        if (spec.kind === 'reference') expect(spec.ref, `${collection}.${field}`).toBeDefined();
      }
    }
  });

  it('names the fields the seed and the console forms store', () => {
    expect(fieldLabel('dmvt', 'gia_ban_le', 'vi')).toBe('Giá bán lẻ');
    expect(fieldLabel('dmvt', 'gia_ban_le', 'en')).toBe('Retail price');
    expect(fieldLabel('dmvt', 'ten_vt', 'vi')).toBe('Tên sản phẩm');
    expect(fieldLabel('evoucher', 'hieu_luc_tu', 'en')).toBe('Valid from');
    expect(fieldLabel('ecompages', 'sst', 'vi')).toBe('Thứ tự');
    expect(fieldLabel('dmvt', 'no_such_field', 'vi')).toBe('no_such_field');
    expect(fieldLabel('no_such_collection', 'toString', 'en')).toBe('toString');
  });
});

describe('formatHistoryValue', () => {
  it('shows money in VND, moments in Vietnam time, booleans as words', () => {
    expect(formatHistoryValue('dmvt', 'gia_ban_le', 120000, 'vi')?.text).toBe('120.000 ₫');
    expect(formatHistoryValue('dmvt', 'gia_ban_le', 120000, 'en')?.text).toBe('120,000 ₫');
    expect(formatHistoryValue('evoucher', 'hieu_luc_tu', '2026-11-25T02:00:00.000Z', 'vi')?.text).toBe(
      '25/11/2026 09:00',
    );
    expect(formatHistoryValue('evoucher', 'hieu_luc_den', '2026-11-25T17:30:00.000Z', 'en')?.text).toBe(
      '26/11/2026 00:30',
    );
    expect(formatHistoryValue('dmvt', 'online', true, 'vi')?.text).toBe('Có');
    expect(formatHistoryValue('dmvt', 'online', false, 'en')?.text).toBe('No');
    expect(formatHistoryValue('evoucher', 'ty_le', 10, 'vi')?.text).toBe('10%');
    expect(formatHistoryValue('ecompages', 'ngon_ngu', 'en', 'vi')?.text).toBe('Tiếng Anh');
  });

  it('names a reference when the timeline carries its name, else shows the stored value', () => {
    const names = { dmvt: { TRA01: { vi: 'Trà xanh', en: 'Green tea' } } };
    expect(formatHistoryValue('dmchietkhau', 'ma_vt', 'TRA01', 'vi', names)?.text).toBe('Trà xanh (TRA01)');
    expect(formatHistoryValue('dmchietkhau', 'ma_vt', 'TRA01', 'en', names)?.text).toBe('Green tea (TRA01)');
    expect(formatHistoryValue('dmchietkhau', 'ma_vt', 'X9', 'vi', names)?.text).toBe('X9');
  });

  it('shows variants and flash-sale rows as one readable line each', () => {
    const variants = [
      { _id: 'v1', gia_tri_bien_the_1: 'Đỏ', gia_ban_le: 50000, ton: 3, online: true },
      { _id: 'v2', gia_tri_bien_the_2: 'L', gia_ban_le: 60000 },
    ];
    const shown = formatHistoryValue('dmvt', 'thuoc_tinh', variants, 'vi');
    expect(shown?.lines).toEqual([
      'Mã biến thể: v1 · Màu: Đỏ · Giá bán lẻ: 50.000 ₫ · Tồn kho: 3 · Đang bán trực tuyến: Có',
      'Mã biến thể: v2 · Cỡ: L · Giá bán lẻ: 60.000 ₫',
    ]);
    const rows = formatHistoryValue(
      'ecompromotion_flashsales',
      'items',
      [{ ma_vt: 'TRA01', gia_ban: 1000, sl_ap_dung: 2 }],
      'en',
      { dmvt: { TRA01: { vi: 'Trà', en: 'Tea' } } },
    );
    expect(rows?.lines).toEqual(['Product: Tea (TRA01) · Price: 1,000 ₫ · Quantity applied: 2']);
  });

  it("shows an object's lists of objects one line per item (the footer lists)", () => {
    const shown = formatHistoryValue(
      'app',
      'footer_lists',
      {
        guide: [{ label: 'Bản đồ', label_en: 'Map', href: 'https://maps.example.com', href_en: '' }],
        policy: [],
      },
      'vi',
    );
    expect(shown?.lines).toEqual([
      'Chính sách khách hàng: (không có)',
      'Hướng dẫn 1: Tên: Bản đồ · Tên tiếng Anh: Map · Địa chỉ: https://maps.example.com',
    ]);
  });

  it('cuts a long text and keeps the whole of it', () => {
    const content = `# Tiêu đề\n\n${'Nội dung dài. '.repeat(40)}`;
    const shown = formatHistoryValue('news', 'content', content, 'vi');
    expect(shown?.text.length).toBe(HISTORY_TEXT_MAX);
    expect(shown?.text.endsWith('…')).toBe(true);
    expect(shown?.full).toBe(content);
    expect(formatHistoryValue('news', 'title', 'Ngắn', 'vi')).toEqual({ text: 'Ngắn' });
  });

  it('gives null for an empty value', () => {
    for (const empty of [null, undefined, ''])
      expect(formatHistoryValue('dmvt', 'ten_vt', empty, 'vi')).toBeNull();
  });

  it('never throws and never shows more than the limit on its line, whatever the field and value', () => {
    const fields = Object.entries(COLLECTION_FIELDS).flatMap(([collection, table]) =>
      Object.keys(table).map((field) => [collection, field] as const),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...fields), fc.tuple(fc.string(), fc.string())),
        fc.jsonValue(),
        fc.constantFrom(...LOCALES),
        ([collection, field], value, locale) => {
          const shown = formatHistoryValue(collection, field, value, locale);
          if (value === null || value === '') expect(shown).toBeNull();
          else {
            expect(typeof shown?.text).toBe('string');
            expect(shown?.text.length ?? 0).toBeLessThanOrEqual(HISTORY_TEXT_MAX);
            if (shown?.full !== undefined)
              expect(shown.full.length).toBeGreaterThanOrEqual(shown.text.length - 1);
          }
        },
      ),
    );
  });
});

describe('referencedValues', () => {
  it('collects the referenced codes of a change, in lists too, once each', () => {
    expect(
      referencedValues('ecompromotion_flashsales', [
        { field: 'items', from: [{ ma_vt: 'A' }], to: [{ ma_vt: 'A' }, { ma_vt: 'B' }] },
        { field: 'ten', from: 'x', to: 'y' },
      ]),
    ).toEqual([{ ref: expect.objectContaining({ collection: 'dmvt', key: 'ma_vt' }), values: ['A', 'B'] }]);
    expect(referencedValues('dmvt', [{ field: 'ma_nvt', from: null, to: 'TRA' }])).toEqual([
      { ref: expect.objectContaining({ collection: 'ecomcategories' }), values: ['TRA'] },
    ]);
    expect(referencedValues('news', [{ field: 'title', from: 'a', to: 'b' }])).toEqual([]);
  });
});
