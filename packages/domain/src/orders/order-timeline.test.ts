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

  it('names the edits of a draft: lines by product and quantity, vouchers by code, the address (issue 26 item 13)', () => {
    const line = {
      ma_vt: 'CPH-009',
      ten_vt: 'Cà phê',
      thuoc_tinh: null,
      sl_xuat: 1,
      gia_ban: 85_000,
      tien: 85_000,
    };
    const draft = {
      trang_thai: 'LCT',
      details: [line],
      evouchers: [],
      ten_nguoi_nhan: 'An',
      pt_thanh_toan: 'cod',
    };
    const edited = {
      ...draft,
      details: [{ ...line, sl_xuat: 2, tien: 170_000 }],
      evouchers: [{ ma: 'GIAM30K', so_tien_giam: 30_000 }],
      ten_nguoi_nhan: 'Bình',
      dia_chi_nguoi_nhan: '12 Lê Lợi, Quận 1',
      pt_thanh_toan: 'bank',
    };
    expect(describeOrderChanges(draft, edited).map((change) => change.field)).toEqual([
      'details',
      'evouchers',
      'ten_nguoi_nhan',
      'dia_chi_nguoi_nhan',
      'pt_thanh_toan',
    ]);
    expect(describeOrderChanges(draft, edited)[0]?.to).toEqual([
      { ma_vt: 'CPH-009', ten_vt: 'Cà phê', ten_vt_eng: '', thuoc_tinh: null, sl_xuat: 2 },
    ]);
    expect(describeOrderChanges(draft, edited)[1]).toEqual({ field: 'evouchers', from: [], to: ['GIAM30K'] });
    // A repricing alone (the same lines at another price) is no edit.
    expect(describeOrderChanges(draft, { ...draft, details: [{ ...line, gia_ban: 80_000 }] })).toEqual([]);
  });

  it("names a line's option by its names only: its id and prices are left out", () => {
    const option = { _id: 'v1', gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '100g', gia_ban: 90_000 };
    const line = {
      ma_vt: 'TRA-001',
      ten_vt_eng: 'Green tea',
      thuoc_tinh: option,
      sl_xuat: 1,
      gia_ban: 90_000,
    };
    const [change] = describeOrderChanges({ details: [] }, { details: [line] });
    expect(change?.to).toEqual([
      {
        ma_vt: 'TRA-001',
        ten_vt: '',
        ten_vt_eng: 'Green tea',
        thuoc_tinh: {
          gia_tri_bien_the_1: 'Xanh',
          gia_tri_bien_the_1_eng: '',
          gia_tri_bien_the_2: '100g',
          gia_tri_bien_the_2_eng: '',
        },
        sl_xuat: 1,
      },
    ]);
    // Another price of the same option is no edit.
    const repriced = { ...line, thuoc_tinh: { ...option, gia_ban: 80_000 } };
    expect(describeOrderChanges({ details: [line] }, { details: [repriced] })).toEqual([]);
  });

  it('names each refund when it is asked or recorded, and again when its state moves (issue 30)', () => {
    const asked = {
      _id: 'r1',
      kind: 'gateway',
      gateway: 'momo',
      amount: 20_000,
      reason: 'Thiếu một món',
      by: 'owner@example.vn',
      created_at: '2026-11-30T01:00:00.000Z',
      state: 'requested',
    };
    const bank = {
      ...asked,
      _id: 'r2',
      kind: 'bank',
      gateway: 'bank',
      state: 'done',
      paid_on: '2026-11-29',
      reference: 'FT2633',
    };
    expect(describeOrderChanges({ hoan_tien: [] }, { hoan_tien: [asked] })).toEqual([
      {
        field: 'hoan_tien',
        from: null,
        to: {
          so_tien: 20_000,
          loai: 'gateway',
          cong: 'momo',
          trang_thai: 'requested',
          ly_do: 'Thiếu một món',
          ma_tham_chieu: null,
          ngay: null,
        },
      },
    ]);
    const done = { ...asked, state: 'done', refund_tx: '2000000123' };
    const moved = describeOrderChanges({ hoan_tien: [asked] }, { hoan_tien: [done, bank] });
    expect(moved.map((change) => [change.from, (change.to as { trang_thai: string }).trang_thai])).toEqual([
      ['requested', 'done'],
      [null, 'done'],
    ]);
    expect(moved[0]?.to).toMatchObject({ ma_tham_chieu: '2000000123' });
    expect(moved[1]?.to).toMatchObject({ loai: 'bank', ma_tham_chieu: 'FT2633', ngay: '2026-11-29' });
    // The same refunds again (another field changed): no refund entry.
    expect(describeOrderChanges({ hoan_tien: [done] }, { hoan_tien: [done], ghi_chu: 'x' })).toEqual([
      { field: 'ghi_chu', from: null, to: 'x' },
    ]);
  });

  it('ignores fields outside the list', () => {
    expect(describeOrderChanges({ a: 1 }, { a: 2 })).toEqual([]);
  });

  it('finds nothing between a version and itself, and only listed fields otherwise', () => {
    const order = fc.dictionary(fc.constantFrom(...TIMELINE_FIELDS, 'hoan_tien', 'other'), fc.jsonValue());
    fc.assert(
      fc.property(order, order, (a, b) => {
        expect(describeOrderChanges(a, a)).toEqual([]);
        for (const change of describeOrderChanges(a, b))
          expect([...TIMELINE_FIELDS, 'hoan_tien']).toContain(change.field);
      }),
    );
  });
});
