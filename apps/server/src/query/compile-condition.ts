import { invalidQuery } from './errors.js';
import { escapeLike, FOLD_FROM, FOLD_TO, foldedContainsSql, foldText } from './fold-text.js';

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
/** The operators a field's condition may use (the hostile-query tests try each of them). */
export const FIELD_OPERATORS: ReadonlySet<string> = new Set([
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
    invalidQuery('QUERY_TOO_MANY_PARTS', { max: QUERY_LIMITS.maxNodes });
  if (depth > QUERY_LIMITS.maxDepth) invalidQuery('QUERY_TOO_DEEP', { max: QUERY_LIMITS.maxDepth });
}

function compileObject(condition: unknown, walk: Walk, depth: number): string {
  count(walk, depth);
  if (!isPlainObject(condition)) invalidQuery('QUERY_NOT_OBJECT');
  const parts = Object.entries(condition).map(([key, value]) => {
    if (key === '$and' || key === '$or') return compileLogical(key, value, walk, depth);
    if (key.startsWith('$'))
      invalidQuery('QUERY_OPERATOR_UNKNOWN', { operator: JSON.stringify(key.slice(0, 40)) });
    return compileField(checkPath(key), value, walk, depth + 1);
  });
  return parts.length === 0 ? 'TRUE' : `(${parts.join(' AND ')})`;
}

function compileLogical(key: '$and' | '$or', value: unknown, walk: Walk, depth: number): string {
  if (!Array.isArray(value) || value.length === 0)
    invalidQuery('QUERY_CONDITIONS_REQUIRED', { operator: key });
  if (value.length > QUERY_LIMITS.maxArray)
    invalidQuery('QUERY_TOO_MANY_VALUES', { operator: key, max: QUERY_LIMITS.maxArray });
  const parts = value.map((item) => compileObject(item, walk, depth + 1));
  return `(${parts.join(key === '$and' ? ' AND ' : ' OR ')})`;
}

function checkPath(path: string): string[] {
  if (path.length > QUERY_LIMITS.maxPathLength || !PATH.test(path)) {
    invalidQuery('QUERY_FIELD_PATH', { field: JSON.stringify(path.slice(0, 60)) });
  }
  return path.split('.');
}

function checkScalar(value: unknown, operator: string): Scalar {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    if (value.length > QUERY_LIMITS.maxStringLength) invalidQuery('QUERY_VALUE_TOO_LONG', { operator });
    return checkText(value, operator);
  }
  return invalidQuery('QUERY_VALUE_SCALAR', { operator });
}

interface Field {
  path: string[];
  /** `data #> '{path}'`: the value at the path, as jsonb. */
  ref: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL text holds neither NUL nor lone UTF-16 surrogates: refuse them before SQL does. */
export function checkText(value: string, operator: string): string {
  if (value.includes('\u0000') || LONE_SURROGATE.test(value))
    invalidQuery('QUERY_VALUE_TEXT_INVALID', { operator });
  return value;
}

/** The path is bound only when an operator uses it: an unused bound parameter has no type in SQL. */
function fieldOf(path: string[], params: Params): Field {
  let ref: string | undefined;
  return {
    path,
    get ref() {
      ref ??= `data #> ${params.add(toPgArray(path))}::text[]`;
      return ref;
    },
  };
}

function compileField(path: string[], value: unknown, walk: Walk, depth: number): string {
  count(walk, depth);
  const field = fieldOf(path, walk.params);
  if (!isPlainObject(value)) return equals(field, checkScalar(value, '$eq'), walk.params);
  const entries = Object.entries(value);
  if (entries.length === 0) invalidQuery('QUERY_OPERATORS_EMPTY');
  const parts: string[] = [];
  for (const [operator, operand] of entries) {
    if (!FIELD_OPERATORS.has(operator))
      invalidQuery('QUERY_OPERATOR_UNKNOWN', { operator: JSON.stringify(operator.slice(0, 40)) });
    if (operator === '$options') continue;
    parts.push(compileOperator(operator, operand, field, walk, value));
  }
  if (parts.length === 0) invalidQuery('QUERY_OPTIONS_WITHOUT_REGEX');
  return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

/** Path segments are checked against PATH first, so a literal needs no quoting. */
export function toPgArray(path: readonly string[]): string {
  return `{${path.join(',')}}`;
}

function compileOperator(
  operator: string,
  operand: unknown,
  field: Field,
  walk: Walk,
  siblings: Record<string, unknown>,
): string {
  const { params } = walk;
  switch (operator) {
    case '$eq':
      return equals(field, checkScalar(operand, operator), params);
    case '$ne':
      return `NOT ${equals(field, checkScalar(operand, operator), params)}`;
    case '$in':
    case '$nin': {
      const list = checkList(operand, operator);
      const any =
        list.length === 0 ? 'FALSE' : `(${list.map((item) => equals(field, item, params)).join(' OR ')})`;
      return operator === '$in' ? any : `NOT ${any}`;
    }
    case '$exists': {
      const { ref } = field;
      if (typeof operand !== 'boolean') invalidQuery('QUERY_EXISTS_BOOLEAN');
      return operand
        ? `(${ref} IS NOT NULL AND ${ref} <> 'null'::jsonb)`
        : `(${ref} IS NULL OR ${ref} = 'null'::jsonb)`;
    }
    case '$regex':
      return textContains(field.ref, operand, siblings.$options, params);
    default: {
      const sql = COMPARATORS[operator as keyof typeof COMPARATORS];
      const scalar = checkScalar(operand, operator);
      if (typeof scalar !== 'number' && typeof scalar !== 'string')
        invalidQuery('QUERY_VALUE_NUMBER_OR_TEXT', { operator });
      const bound = params.add(JSON.stringify(scalar));
      const { ref } = field;
      return `(jsonb_typeof(${ref}) = jsonb_typeof(${bound}::text::jsonb) AND ${ref} ${sql} ${bound}::text::jsonb)`;
    }
  }
}

function checkList(operand: unknown, operator: string): Scalar[] {
  if (!Array.isArray(operand)) invalidQuery('QUERY_VALUE_ARRAY', { operator });
  if (operand.length > QUERY_LIMITS.maxArray)
    invalidQuery('QUERY_TOO_MANY_VALUES', { operator, max: QUERY_LIMITS.maxArray });
  return operand.map((item) => checkScalar(item, operator));
}

const INDEX_SEGMENT = /^[0-9]+$/;

/** `{a: {b: value}}` for the path a.b: the shape `data @> …` looks for. */
function nest(path: readonly string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

/**
 * Equality as MongoDB reads it: null also matches a missing field, and an array field matches an
 * element. Written as jsonb containment (`data @> {"path": v}` or `{"path": [v]}`) so that the GIN
 * index of migration 2 serves it; a path with an array index (`a.0`) keeps the path form.
 */
function equals(field: Field, value: Scalar, params: Params): string {
  const { path } = field;
  if (value === null) return `(${field.ref} IS NULL OR ${field.ref} = 'null'::jsonb)`;
  if (!path.some((segment) => INDEX_SEGMENT.test(segment))) {
    const whole = params.add(JSON.stringify(nest(path, value)));
    const element = params.add(JSON.stringify(nest(path, [value])));
    return `(data @> ${whole}::text::jsonb OR data @> ${element}::text::jsonb)`;
  }
  const bound = params.add(JSON.stringify(value));
  const { ref } = field;
  return `(${ref} = ${bound}::text::jsonb OR (jsonb_typeof(${ref}) = 'array' AND ${ref} @> jsonb_build_array(${bound}::text::jsonb)))`;
}

function textContains(ref: string, operand: unknown, options: unknown, params: Params): string {
  if (typeof operand !== 'string') invalidQuery('QUERY_REGEX_TEXT');
  if (options !== undefined && typeof options !== 'string') invalidQuery('QUERY_OPTIONS_TEXT');
  if (operand.length > 200) invalidQuery('QUERY_SEARCH_TOO_LONG', { max: 200 });
  checkText(operand, '$regex');
  const pattern = params.add(`%${escapeLike(foldText(operand.trim()))}%`);
  return foldedContainsSql(ref.replace('#>', '#>>'), pattern, params.add(FOLD_FROM), params.add(FOLD_TO));
}
