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
 * A comparable form of a Vietnamese administrative name: lower case, without diacritics
 * (đ -> d), punctuation as spaces, spaces collapsed, one leading unit word removed ('Thành phố',
 * 'TP.', 'Tỉnh', 'Quận', 'Huyện', 'Thị xã', 'Thị trấn', 'Phường', 'Xã', 'Đặc khu'), leading
 * zeros of numbers dropped ('Quận 01' = '1'), and 'HCM'/'TPHCM' read as 'ho chi minh', 'HN' as
 * 'ha noi'. A name that is only a unit word ('Quận') keeps it. null/undefined give ''.
 */
export function normaliseAdminName(name: string | null | undefined): string {
  const plain = foldWords(name ?? '');
  const prefix = PREFIXES.find((word) => plain.startsWith(`${word} `));
  const rest = prefix ? plain.slice(prefix.length + 1) : plain;
  const numbers = rest.replace(/\b0+(\d)/g, '$1');
  return ALIASES[numbers] ?? numbers;
}

/** True when two administrative names denote the same unit after {@link normaliseAdminName}. */
export function isSameAdminName(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseAdminName(a);
  return left !== '' && left === normaliseAdminName(b);
}
