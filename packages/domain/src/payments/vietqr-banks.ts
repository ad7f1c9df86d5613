import { withoutMarks } from '../primitives/fold.js';
import banks from './vietqr-banks.json' with { type: 'json' };

/**
 * The banks a VietQR code can name: the NAPAS list that VietQR publishes (GET api.vietqr.io/v2/banks,
 * documented at vietqr.io/api-bank; fields bin, code, shortName, name), 63 banks and wallets, as data
 * (vietqr-banks.json, its rows typed by VietQrBank) so the console works offline and a test can pin
 * it (decision 048 names the source and how to refresh it). `bin` is the 6-digit acquirer id the
 * VietQR payload carries.
 */
export interface VietQrBank {
  readonly bin: string;
  readonly code: string;
  readonly shortName: string;
  readonly name: string;
}

export const VIETQR_BANKS: readonly VietQrBank[] = banks;

/** The bank of a BIN, or undefined for one the list does not have. */
export function findVietQrBank(bin: string): VietQrBank | undefined {
  return VIETQR_BANKS.find((bank) => bank.bin === bin.trim());
}

/** Text without Vietnamese marks (đ → d) in upper case, spaces collapsed: how banks print names. */
function foldUpper(text: string): string {
  return withoutMarks(text).toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * An account holder's name as banks and VietQR keep it: upper case without accents
 * ('Công ty Mộc Lam' → 'CONG TY MOC LAM', 'Đặng Thu' → 'DANG THU'), spaces collapsed.
 */
export function foldHolderName(name: string): string {
  return foldUpper(name);
}

/**
 * The banks matching what is typed, in list order: every word of the query, without case or
 * accents, in the short name, the legal name, the code or the BIN ('vietcom', 'ngoai thuong',
 * '970436'); every bank for an empty query.
 */
export function searchVietQrBanks(query: string): VietQrBank[] {
  const words = foldUpper(query).split(' ').filter(Boolean);
  return VIETQR_BANKS.filter((bank) => {
    const text = foldUpper(`${bank.shortName} ${bank.name} ${bank.code} ${bank.bin}`);
    return words.every((word) => text.includes(word));
  });
}
