import { foldWords } from '../primitives/fold.js';

const PREFIXES = [
  'thanh pho',
  'thi tran',
  'thi xa',
  'dac khu',
  'tinh',
  'quan',
  'huyen',
  'phuong',
  'xa',
  'tp',
];
const ALIASES: Readonly<Record<string, string>> = { hcm: 'ho chi minh', tphcm: 'ho chi minh', hn: 'ha noi' };

/**
 * The names normalised lately and their forms: a shipping fee is looked up in every order among
 * the shop's fee rows, whose few names come back again and again (folding them was about 1 % of
 * the server's CPU an order). Emptied when full: at most NORMALISED_KEPT short strings are kept.
 */
const normalised = new Map<string, string>();
const NORMALISED_KEPT = 4_096;

/**
 * A comparable form of a Vietnamese administrative name: lower case, without diacritics
 * (đ -> d), punctuation as spaces, spaces collapsed, one leading unit word removed ('Thành phố',
 * 'TP.', 'Tỉnh', 'Quận', 'Huyện', 'Thị xã', 'Thị trấn', 'Phường', 'Xã', 'Đặc khu'), leading
 * zeros of numbers dropped ('Quận 01' = '1'), and 'HCM'/'TPHCM' read as 'ho chi minh', 'HN' as
 * 'ha noi'. A name that is only a unit word ('Quận') keeps it. null/undefined give ''.
 */
export function normaliseAdminName(name: string | null | undefined): string {
  const given = name ?? '';
  const known = normalised.get(given);
  if (known !== undefined) return known;
  const plain = foldWords(given);
  const prefix = PREFIXES.find((word) => plain.startsWith(`${word} `));
  const rest = prefix ? plain.slice(prefix.length + 1) : plain;
  const numbers = rest.replace(/\b0+(\d)/g, '$1');
  const result = ALIASES[numbers] ?? numbers;
  if (normalised.size >= NORMALISED_KEPT) normalised.clear();
  normalised.set(given, result);
  return result;
}

/** True when two administrative names denote the same unit after {@link normaliseAdminName}. */
export function isSameAdminName(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseAdminName(a);
  return left !== '' && left === normaliseAdminName(b);
}
