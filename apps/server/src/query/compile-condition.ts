import { invalidQuery } from './errors.js';
import { FOLD_FROM, FOLD_TO, foldText } from './fold-text.js';

/** Limits on what one condition may ask of the database. */
export const QUERY_LIMITS = {
  maxDepth: 6,
  maxNodes: 200,
  maxArray: 200,
  maxPathLength: 120,
  maxStringLength: 2_000,
} as const;

const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
const COMPARATORS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;
const FIELD_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$exists',
  '$regex',
  '$options',
]);

type Scalar = string | number | boolean | null;

/** Collects bound parameters; SQL text only ever holds $n placeholders. */
export class Params {
  readonly values: unknown[] = [];
  constructor(private readonly offset = 0) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.offset + this.values.length}`;
  }
}

interface Walk {
  params: Params;
  nodes: number;
}

/**
 * Compiles a MongoDB-style condition into a SQL boolean over the `data` JSONB column.
 * Accepted: field equality, $eq $ne $in $nin $gt $gte $lt $lte $exists $and $or, dotted paths, and
 * $regex taken as a literal, case- and diacritic-insensitive "contains" (never a regular expression).
 * Anything else throws a QueryError (400).
 */
export function compileCondition(condition: unknown, params: Params): string {
  const walk: Walk = { params, nodes: 0 };
  if (condition === undefined || condition === null) return 'TRUE';
  return compileObject(condition, walk, 1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(walk: Walk, depth: number): void {
  walk.nodes += 1;
  if (walk.nodes > QUERY_LIMITS.maxNodes)
    invalidQuery(`The condition has more than ${QUERY_LIMITS.maxNodes} parts`);
  if (depth > QUERY_LIMITS.maxDepth)
    invalidQuery(`The condition is nested deeper than ${QUERY_LIMITS.maxDepth} levels`);
}

function compileObject(condition: unknown, walk: Walk, depth: number): string {
  count(walk, depth);
  if (!isPlainObject(condition)) invalidQuery('A condition must be a JSON object');
  const parts = Object.entries(condition).map(([key, value]) => {
    if (key === '$and' || key === '$or') return compileLogical(key, value, walk, depth);
    if (key.startsWith('$')) invalidQuery(`Unknown operator ${JSON.stringify(key.slice(0, 40))}`);
    return compileField(checkPath(key), value, walk, depth + 1);
  });
  return parts.length === 0 ? 'TRUE' : `(${parts.join(' AND ')})`;
}

function compileLogical(key: '$and' | '$or', value: unknown, walk: Walk, depth: number): string {
  if (!Array.isArray(value) || value.length === 0)
    invalidQuery(`${key} takes a non-empty array of conditions`);
  if (value.length > QUERY_LIMITS.maxArray)
    invalidQuery(`${key} takes at most ${QUERY_LIMITS.maxArray} conditions`);
  const parts = value.map((item) => compileObject(item, walk, depth + 1));
  return `(${parts.join(key === '$and' ? ' AND ' : ' OR ')})`;
}

function checkPath(path: string): string[] {
  if (path.length > QUERY_LIMITS.maxPathLength || !PATH.test(path)) {
    invalidQuery(
      `Field name ${JSON.stringify(path.slice(0, 60))} is not a plain path (letters, digits, _ and dots)`,
    );
  }
  return path.split('.');
}

function checkScalar(value: unknown, operator: string): Scalar {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    if (value.length > QUERY_LIMITS.maxStringLength) invalidQuery(`A value of ${operator} is too long`);
    return value;
  }
  return invalidQuery(`${operator} takes a string, number, boolean or null`);
}

function compileField(path: string[], value: unknown, walk: Walk, depth: number): string {
  count(walk, depth);
  const ref = `data #> ${walk.params.add(toPgArray(path))}::text[]`;
  if (!isPlainObject(value)) return equals(ref, checkScalar(value, '$eq'), walk.params);
  const entries = Object.entries(value);
  if (entries.length === 0) invalidQuery('An operator object must not be empty');
  const parts: string[] = [];
  for (const [operator, operand] of entries) {
    if (!FIELD_OPERATORS.has(operator))
      invalidQuery(`Unknown operator ${JSON.stringify(operator.slice(0, 40))}`);
    if (operator === '$options') continue;
    parts.push(compileOperator(operator, operand, ref, walk, value));
  }
  if (parts.length === 0) invalidQuery('$options goes with $regex');
  return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

/** Path segments are checked against PATH first, so a literal needs no quoting. */
export function toPgArray(path: readonly string[]): string {
  return `{${path.join(',')}}`;
}

function compileOperator(
  operator: string,
  operand: unknown,
  ref: string,
  walk: Walk,
  siblings: Record<string, unknown>,
): string {
  const { params } = walk;
  switch (operator) {
    case '$eq':
      return equals(ref, checkScalar(operand, operator), params);
    case '$ne':
      return `NOT ${equals(ref, checkScalar(operand, operator), params)}`;
    case '$in':
    case '$nin': {
      const list = checkList(operand, operator);
      const any =
        list.length === 0 ? 'FALSE' : `(${list.map((item) => equals(ref, item, params)).join(' OR ')})`;
      return operator === '$in' ? any : `NOT ${any}`;
    }
    case '$exists':
      if (typeof operand !== 'boolean') invalidQuery('$exists takes true or false');
      return operand
        ? `(${ref} IS NOT NULL AND ${ref} <> 'null'::jsonb)`
        : `(${ref} IS NULL OR ${ref} = 'null'::jsonb)`;
    case '$regex':
      return textContains(ref, operand, siblings.$options, params);
    default: {
      const sql = COMPARATORS[operator as keyof typeof COMPARATORS];
      const scalar = checkScalar(operand, operator);
      if (typeof scalar !== 'number' && typeof scalar !== 'string')
        invalidQuery(`${operator} takes a number or a string`);
      const bound = params.add(JSON.stringify(scalar));
      return `(jsonb_typeof(${ref}) = jsonb_typeof(${bound}::text::jsonb) AND ${ref} ${sql} ${bound}::text::jsonb)`;
    }
  }
}

function checkList(operand: unknown, operator: string): Scalar[] {
  if (!Array.isArray(operand)) invalidQuery(`${operator} takes an array`);
  if (operand.length > QUERY_LIMITS.maxArray)
    invalidQuery(`${operator} takes at most ${QUERY_LIMITS.maxArray} values`);
  return operand.map((item) => checkScalar(item, operator));
}

/** Equality as MongoDB reads it: null also matches a missing field, and an array field matches an element. */
function equals(ref: string, value: Scalar, params: Params): string {
  if (value === null) return `(${ref} IS NULL OR ${ref} = 'null'::jsonb)`;
  const bound = params.add(JSON.stringify(value));
  return `(${ref} = ${bound}::text::jsonb OR (jsonb_typeof(${ref}) = 'array' AND ${ref} @> jsonb_build_array(${bound}::text::jsonb)))`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function textContains(ref: string, operand: unknown, options: unknown, params: Params): string {
  if (typeof operand !== 'string') invalidQuery('$regex takes a string (matched as plain text)');
  if (options !== undefined && typeof options !== 'string') invalidQuery('$options takes a string');
  if (operand.length > 200) invalidQuery('The search text is longer than 200 characters');
  const pattern = params.add(`%${escapeLike(foldText(operand.trim()))}%`);
  const folded = `translate(lower(${ref.replace('#>', '#>>')}), ${params.add(FOLD_FROM)}, ${params.add(FOLD_TO)})`;
  return `(${folded} LIKE ${pattern} ESCAPE '\\')`;
}
