import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddressLine, removeAddress, saveAddress } from './address.js';

interface Entry {
  _id?: string;
  ngam_dinh?: boolean;
  dia_chi?: string;
}

const first: Entry = { _id: 'a', ngam_dinh: true, dia_chi: 'A' };
const book: Entry[] = [first, { _id: 'b', ngam_dinh: false, dia_chi: 'B' }];

describe('saveAddress (SPEC §4)', () => {
  it('unsets the other defaults when the saved address is default', () => {
    const result = saveAddress(book, { _id: 'b', ngam_dinh: true, dia_chi: 'B2' }, { isGuest: false });
    expect(result.unsetIds).toEqual(['a']);
    expect(result.addresses).toEqual([
      { _id: 'a', ngam_dinh: false, dia_chi: 'A' },
      { _id: 'b', ngam_dinh: true, dia_chi: 'B2' },
    ]);
  });

  it('makes the saved address default when no other is', () => {
    const result = saveAddress(
      [{ _id: 'b', ngam_dinh: false }],
      { ngam_dinh: false, dia_chi: 'C' },
      { isGuest: false },
    );
    expect(result.saved.ngam_dinh).toBe(true);
    expect(result.addresses).toHaveLength(2);
    expect(saveAddress<Entry>([], { dia_chi: 'first' }, { isGuest: false }).saved.ngam_dinh).toBe(true);
    const unflag = saveAddress(book, { _id: 'a', ngam_dinh: false }, { isGuest: false });
    expect(unflag.saved.ngam_dinh).toBe(true);
  });

  it('changes nothing else when a non-default address is saved beside a default', () => {
    const result = saveAddress(book, { ngam_dinh: false, dia_chi: 'C' }, { isGuest: false });
    expect(result.saved.ngam_dinh).toBe(false);
    expect(result.unsetIds).toEqual([]);
    expect(result.addresses.slice(0, 2)).toEqual(book);
  });

  it("always makes a guest's address the default", () => {
    const result = saveAddress(book, { ngam_dinh: false, dia_chi: 'guest' }, { isGuest: true });
    expect(result.saved.ngam_dinh).toBe(true);
    expect(result.unsetIds).toEqual(['a']);
  });

  it('property: after saving a default, it is the only default of the book', () => {
    const bookArb = fc.uniqueArray(
      fc.record({ _id: fc.string({ minLength: 1, maxLength: 4 }), ngam_dinh: fc.boolean() }),
      {
        selector: (address) => address._id,
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(
        bookArb,
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.nat(10)),
        (addresses, flagged, isGuest, pick) => {
          const existing = pick === null ? undefined : addresses[pick];
          const saved = { _id: existing?._id ?? 'new-id', ngam_dinh: flagged };
          const result = saveAddress(addresses, saved, { isGuest });
          const defaults = result.addresses.filter((address) => address.ngam_dinh);
          if (result.saved.ngam_dinh) expect(defaults.map((address) => address._id)).toEqual([saved._id]);
          expect(defaults.length).toBeGreaterThanOrEqual(1);
          expect(result.addresses.length).toBe(addresses.length + (existing ? 0 : 1));
        },
      ),
    );
  });
});

describe('removeAddress', () => {
  it('moves the default to the first remaining address', () => {
    expect(removeAddress(book, 'a')).toEqual({
      addresses: [{ _id: 'b', ngam_dinh: true, dia_chi: 'B' }],
      newDefaultId: 'b',
    });
  });

  it('leaves the others alone when a non-default or unknown address goes', () => {
    expect(removeAddress(book, 'b')).toEqual({ addresses: [first], newDefaultId: undefined });
    expect(removeAddress(book, 'zz').addresses).toEqual(book);
    expect(removeAddress([first], 'a')).toEqual({ addresses: [], newDefaultId: undefined });
  });
});

describe('formatAddressLine', () => {
  it('joins the non-blank parts', () => {
    expect(
      formatAddressLine({
        dia_chi: '12 Lê Lợi ',
        xa_phuong: 'Phường Sài Gòn',
        quan_huyen: ' ',
        tinh_thanh: 'Thành phố Hồ Chí Minh',
      }),
    ).toBe('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    expect(formatAddressLine({ quan_huyen: null })).toBe('');
  });
});
