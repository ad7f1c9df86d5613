import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideBankTransfer, orderCodesInNote, type TransferOrder } from './bank-transfer.js';

/** An order code as the shop writes it: 'DH' and six or more digits. */
const orderCode = fc.stringMatching(/^[0-9]{6,9}$/).map((digits) => `DH${digits}`);

/** What a bank or a shopper puts between the code's parts. */
const separator = fc.constantFrom('', ' ', '  ', '-', ' - ', '.', '_', '/');

/** Text around the code that carries no other 'D…H…digits' (bank prefixes, names, references). */
const noise = fc.constantFrom(
  '',
  'MBVCB.3278907687.',
  'SEVQR ',
  'IBFT ',
  'NGUYEN VAN A chuyen tien ',
  'Thanh toan don hang ',
  'TKP',
  'ND CK ',
  'FT24123456789 ',
);
const tail = fc.constantFrom('', ' cam on', '.CT tu 0123456789 toi 9876543210', ' GD 123456-112526 ', '  ');

/** The code as one bank or another may deliver it. */
const written = fc
  .tuple(orderCode, separator, separator, fc.boolean(), fc.boolean(), noise, tail)
  .map(([code, first, second, lowerD, lowerH, before, after]) => {
    const d = lowerD ? 'd' : 'D';
    const h = lowerH ? 'h' : 'H';
    return { code, note: `${before}${d}${first}${h}${second}${code.slice(2)}${after}` };
  });

describe('orderCodesInNote', () => {
  it('finds the order code whatever the bank did to case, spaces, dashes and prefixes', () => {
    fc.assert(
      fc.property(written, ({ code, note }) => {
        expect(orderCodesInNote(note)).toEqual([code]);
      }),
    );
  });

  it('reads the examples banks send', () => {
    expect(orderCodesInNote('MBVCB.3278907687.DH000123.CT tu 0123 toi 456')).toEqual(['DH000123']);
    expect(orderCodesInNote('dh-000123 thanh toan')).toEqual(['DH000123']);
    expect(orderCodesInNote('SEVQR DH 000123')).toEqual(['DH000123']);
    expect(orderCodesInNote('Đơn hàng đh000124')).toEqual(['DH000124']);
    expect(orderCodesInNote('dh 123')).toEqual(['DH000123']);
    expect(orderCodesInNote('DH000123 DH000123 dh000125')).toEqual(['DH000123', 'DH000125']);
  });

  it('finds nothing in a note without a code', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/d/i.test(text) && !/đ/i.test(text)),
        (note) => {
          expect(orderCodesInNote(note)).toEqual([]);
        },
      ),
    );
    expect(orderCodesInNote('DHL giao hang 000123')).toEqual([]);
    expect(orderCodesInNote('')).toEqual([]);
  });
});

const unpaid: TransferOrder = {
  trang_thai: '0',
  trang_thai_tt: '0',
  methodKind: 'bank-transfer',
  total: 205_000,
  received: 0,
};

describe('decideBankTransfer', () => {
  it('pays the total or more, keeps less as a part payment, and never loses a dong', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (total, before, amount) => {
          const received = Math.min(before, total - 1);
          const decision = decideBankTransfer({ ...unpaid, total, received }, amount);
          const sum = received + amount;
          expect(decision.outcome).toBe(sum >= total ? 'paid' : 'part');
          // What came is the total plus the excess, or the total less what is missing.
          expect(sum).toBe(total + decision.excess - decision.missing);
          expect(decision.missing === 0 || decision.excess === 0).toBe(true);
        },
      ),
    );
  });

  it('counts only incoming money', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (amount) => {
        expect(decideBankTransfer(unpaid, amount).outcome).toBe('outgoing');
      }),
    );
    expect(decideBankTransfer(unpaid, Number.NaN).outcome).toBe('outgoing');
  });

  it('leaves orders that cannot take a transfer, the money owed back', () => {
    const cases: Partial<TransferOrder>[] = [
      { trang_thai_tt: '1' },
      { trang_thai: '9' },
      { trang_thai: 'LCT' },
      { methodKind: 'e-wallet' },
      { methodKind: undefined },
    ];
    for (const change of cases)
      expect(decideBankTransfer({ ...unpaid, ...change }, 205_000)).toEqual({
        outcome: 'refund-due',
        missing: 0,
        excess: 205_000,
      });
    expect(decideBankTransfer(undefined, 205_000).outcome).toBe('unmatched');
  });
});
