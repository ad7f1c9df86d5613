/**
 * Folding used by the safe text match: lower case, Vietnamese diacritics removed, đ -> d.
 * The same table feeds SQL translate(), so the database and JS fold alike.
 */
const ACCENTED =
  'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ' +
  'ÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ';
const PLAIN =
  'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd' +
  'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';

export const FOLD_FROM = ACCENTED;
export const FOLD_TO = PLAIN;

const map = new Map<string, string>();
for (let i = 0; i < ACCENTED.length; i++) map.set(ACCENTED[i]!, PLAIN[i]!);

export function foldText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').toLowerCase()) out += map.get(char) ?? char;
  return out;
}
