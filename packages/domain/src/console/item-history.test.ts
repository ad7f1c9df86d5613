import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_COLLECTION_AREAS,
  consoleAreaOfCollection,
  describeDocumentChanges,
  HISTORY_VALUE_MAX,
  historyValue,
  itemTimeline,
} from './item-history.js';

const at = '2026-11-25T02:00:00.000Z';

describe('consoleAreaOfCollection', () => {
  it('names the area of the console collections and nothing else', () => {
    expect(consoleAreaOfCollection('dmvt')).toBe('catalogue');
    expect(consoleAreaOfCollection('evoucher')).toBe('promotions');
    expect(consoleAreaOfCollection('ptthanhtoan')).toBe('settings');
    expect(consoleAreaOfCollection('users')).toBeNull();
    expect(consoleAreaOfCollection('toString')).toBeNull();
    expect(consoleAreaOfCollection('__proto__')).toBeNull();
    for (const [collection, area] of Object.entries(CONSOLE_COLLECTION_AREAS))
      expect(consoleAreaOfCollection(collection)).toBe(area);
  });
});

describe('describeDocumentChanges', () => {
  it('lists changed, added and removed fields, never the stamps', () => {
    const before = {
      ten_vt: 'Trà xanh',
      gia_ban_le: 120000,
      mo_ta: 'cũ',
      date_updated: 'a',
      user_updated: 'x',
    };
    const after = {
      ten_vt: 'Trà xanh',
      gia_ban_le: 99000,
      online: true,
      date_updated: 'b',
      user_updated: 'y',
    };
    expect(describeDocumentChanges(before, after)).toEqual([
      { field: 'gia_ban_le', from: 120000, to: 99000 },
      { field: 'online', from: null, to: true },
      { field: 'mo_ta', from: 'cũ', to: null },
    ]);
  });

  it('lists what the first version set, leaving out empty fields', () => {
    expect(describeDocumentChanges(null, { _id: 'a'.repeat(24), ten_vt: 'Cà phê', mo_ta: '' })).toEqual([
      { field: 'ten_vt', from: null, to: 'Cà phê' },
    ]);
  });

  it('finds no change between a document and itself, whatever it holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (doc) => {
        expect(describeDocumentChanges(doc, JSON.parse(JSON.stringify(doc)))).toEqual([]);
      }),
    );
  });

  it('names each field whose value differs exactly once', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.integer()),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.integer()),
        (before, after) => {
          const fields = describeDocumentChanges(before, after).map((change) => change.field);
          const differing = new Set(
            [...Object.keys(before), ...Object.keys(after)].filter(
              (field) => !['owner'].includes(field) && before[field] !== after[field],
            ),
          );
          expect(new Set(fields)).toEqual(differing);
          expect(fields.length).toBe(differing.size);
        },
      ),
    );
  });
});

describe('historyValue', () => {
  it('keeps short values and cuts long ones to the limit', () => {
    expect(historyValue('Trà')).toBe('Trà');
    expect(historyValue(12)).toBe('12');
    expect(historyValue(['a'])).toBe('["a"]');
    expect(historyValue('')).toBeNull();
    const long = historyValue('x'.repeat(500));
    expect(long?.length).toBe(HISTORY_VALUE_MAX);
    expect(long?.endsWith('…')).toBe(true);
  });
});

describe('itemTimeline', () => {
  it('tells creation, changes and deletion, skipping versions that changed only stamps', () => {
    const entries = itemTimeline([
      { version: 1, at, by: 'chuquan@example.com', data: { ten_vt: 'Trà', gia_ban_le: 1 } },
      {
        version: 2,
        at,
        by: 'chuquan@example.com',
        data: { ten_vt: 'Trà', gia_ban_le: 1, date_updated: 'b' },
      },
      { version: 3, at, by: 'nhanvien@example.com', data: { ten_vt: 'Trà', gia_ban_le: 2 } },
      { version: 4, at, by: 'chuquan@example.com', data: null },
    ]);
    expect(entries.map((entry) => [entry.version, entry.kind, entry.by])).toEqual([
      [1, 'created', 'chuquan@example.com'],
      [3, 'changed', 'nhanvien@example.com'],
      [4, 'deleted', 'chuquan@example.com'],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'gia_ban_le', from: 1, to: 2 }]);
  });
});
