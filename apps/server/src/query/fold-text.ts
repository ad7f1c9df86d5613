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

/** A text for a LIKE pattern with `\` as the escape character: its %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * SQL for "the folded text of `expression` contains `$pattern`", where `pattern` is the folded,
 * escaped search text wrapped in % and `from`/`to` name the parameters holding FOLD_FROM/FOLD_TO.
 */
export function foldedContainsSql(expression: string, pattern: string, from: string, to: string): string {
  return `(translate(lower(${expression}), ${from}, ${to}) LIKE ${pattern} ESCAPE '\\')`;
}
