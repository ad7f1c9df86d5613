import { FIELD_OPERATORS } from './compile-condition.js';

/**
 * Deterministic random JSON for the hostile-query tests (no fast-check in the server package):
 * a small xorshift generator, so a failing seed can be replayed exactly.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

export type Random = ReturnType<typeof createRandom>;

const KEYS = [
  'ma_vt',
  'ten_vt',
  'gia_ban_le',
  'thi_truong',
  'a.b',
  'a.0',
  'shared',
  '_id',
  '$and',
  '$or',
  '$nor',
  '$not',
  '$where',
  '$expr',
  ...FIELD_OPERATORS,
  '$elemMatch',
  '$',
  '__proto__',
  'constructor',
  "a'b",
  'a"b',
  '',
  'a..b',
  '.a',
  '0',
  'a b',
  'ä',
  'x; DROP TABLE documents',
  'data->>0',
  'a\u0000b',
] as const;

const STRINGS = [
  '',
  'cà phê',
  'CA PHE',
  '%',
  '_',
  '\\',
  "'",
  '"',
  "'; DROP TABLE documents; --",
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '𝒳',
  'x'.repeat(3000),
  '{"$gt":1}',
  'null',
  '1e309',
] as const;

const NUMBERS = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53, 123456789] as const;

/** A random JSON value, biased toward condition-like objects and the awkward values above. */
export function randomJson(random: Random, depth = 0): unknown {
  const roll = random.int(depth > 7 ? 4 : 10);
  if (depth > 8) return random.pick(NUMBERS);
  switch (roll) {
    case 0:
      return random.pick(STRINGS);
    case 1:
      return random.pick(NUMBERS);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return String.fromCharCode(...Array.from({ length: random.int(8) }, () => random.int(0x3000)));
    case 4:
    case 5: {
      const length = random.pick([0, 1, 2, 3, 250]);
      // Long arrays hold scalars only, so the value stays small however deep it goes.
      return Array.from({ length }, () => randomJson(random, length > 3 ? 8 : depth + 1));
    }
    default: {
      const entries = Array.from({ length: random.int(4) }, () => [
        random.pick(KEYS),
        randomJson(random, depth + 1),
      ]);
      return Object.fromEntries(entries);
    }
  }
}
