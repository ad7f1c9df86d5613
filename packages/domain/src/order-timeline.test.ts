import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeOrderChanges, TIMELINE_FIELDS } from './order-timeline.js';

describe('describeOrderChanges', () => {
  it('lists what the first version set', () => {
    expect(describeOrderChanges(null, { trang_thai: 'LCT', so_ct: '', ten: 'x' })).toEqual([
      { field: 'trang_thai', from: null, to: 'LCT' },
    ]);
  });

  it('names a status move and a tracking code with their values before and after', () => {
    const changes = describeOrderChanges(
      { trang_thai: '1', don_vi_vc: 'GHN' },
      { trang_thai: '2', don_vi_vc: 'GHN', ma_van_don: 'GHN-123' },
    );
    expect(changes).toEqual([
      { field: 'trang_thai', from: '1', to: '2' },
      { field: 'ma_van_don', from: null, to: 'GHN-123' },
    ]);
  });

  it('ignores fields outside the list', () => {
    expect(describeOrderChanges({ a: 1 }, { a: 2 })).toEqual([]);
  });

  it('finds nothing between a version and itself, and only listed fields otherwise', () => {
    const order = fc.dictionary(fc.constantFrom(...TIMELINE_FIELDS, 'other'), fc.jsonValue());
    fc.assert(
      fc.property(order, order, (a, b) => {
        expect(describeOrderChanges(a, a)).toEqual([]);
        for (const change of describeOrderChanges(a, b))
          expect(TIMELINE_FIELDS as readonly string[]).toContain(change.field);
      }),
    );
  });
});
