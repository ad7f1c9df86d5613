import { compileCondition, Params, toPgArray } from './compile-condition.js';
import { invalidQuery } from './errors.js';

export const MAX_LIMIT = 500;
export const DEFAULT_LIMIT = 100;
/** Keeps OFFSET a plain integer SQL accepts (page × limit stays far below 2^63). */
export const MAX_PAGE = 1_000_000;
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

export interface ListInput {
  q?: unknown;
  sort?: unknown;
  fields?: unknown;
  notfields?: unknown;
  limit?: unknown;
  page?: unknown;
  count?: unknown;
}

export interface ListPlan {
  where: string;
  orderBy: string;
  params: unknown[];
  limit: number;
  offset: number;
  fields: string[] | undefined;
  notfields: string[] | undefined;
  count: boolean;
}

/** Query-string values arrive as text; bodies arrive as JSON. Both shapes are accepted. */
function parseJson(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  if (value.length > 20_000) invalidQuery('QUERY_PARAM_TOO_LONG', { name, max: 20_000 });
  try {
    return JSON.parse(value);
  } catch {
    return invalidQuery('QUERY_PARAM_JSON', { name });
  }
}

function parsePositiveInt(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
    invalidQuery('QUERY_PARAM_WHOLE', { name });
  }
  return number;
}

function parseFieldList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : invalidQuery('QUERY_FIELD_LIST', { name });
  const names = list.filter((item) => item !== '');
  for (const item of names) {
    if (typeof item !== 'string' || item.length > 120 || !PATH.test(item))
      invalidQuery('QUERY_FIELD_LIST_PATH', { name });
  }
  return names.length > 0 ? names : undefined;
}

function parseSort(value: unknown, params: Params): string {
  const sort = parseJson(value, 'sort');
  if (sort === undefined || sort === null) return 'created_at ASC, id ASC';
  if (typeof sort !== 'object' || Array.isArray(sort)) invalidQuery('QUERY_SORT_OBJECT');
  const entries = Object.entries(sort);
  if (entries.length > 5) invalidQuery('QUERY_SORT_TOO_MANY', { max: 5 });
  const parts = entries.map(([field, direction]) => {
    if (field.length > 120 || !PATH.test(field))
      invalidQuery('QUERY_SORT_FIELD', { field: JSON.stringify(field.slice(0, 60)) });
    if (direction !== 1 && direction !== -1 && direction !== '1' && direction !== '-1')
      invalidQuery('QUERY_SORT_DIRECTION');
    const order = Number(direction) === 1 ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
    return `data #> ${params.add(toPgArray(field.split('.')))}::text[] ${order}`;
  });
  return [...parts, 'id ASC'].join(', ');
}

/** Turns list parameters (GET query or POST /api/search body) into a checked SQL plan. */
export function planList(input: ListInput, firstParam: number): ListPlan {
  const params = new Params(firstParam);
  const where = compileCondition(parseJson(input.q, 'q'), params);
  const count = input.count === true || input.count === 'true' || input.count === '1' || input.count === 1;
  // A count binds no sort parameters: an unused bound parameter has no type and PostgreSQL refuses it.
  const sortParams = count ? new Params(firstParam + params.values.length) : params;
  const orderBy = parseSort(input.sort, sortParams);
  const limit = Math.min(parsePositiveInt(input.limit, 'limit', DEFAULT_LIMIT), MAX_LIMIT);
  const page = parsePositiveInt(input.page, 'page', 1);
  if (page > MAX_PAGE) invalidQuery('QUERY_PAGE_TOO_HIGH', { max: MAX_PAGE });
  return {
    where,
    orderBy,
    params: params.values,
    limit,
    offset: (page - 1) * limit,
    fields: parseFieldList(input.fields, 'fields'),
    notfields: parseFieldList(input.notfields, 'notfields'),
    count,
  };
}
