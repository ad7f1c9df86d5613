import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

// PostgreSQL stores neither NUL nor half of a UTF-16 surrogate pair in text or JSONB (22P02 /
// 22021): such a string would reach SQL and come back as a 500. JSON escapes (\u0000, \ud800) and
// percent-encoding (%00) let a client send both; nothing in the shop needs either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point.
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 64;

/** The path (`dia_chi`, `details.0.ma_vt`) of the first string or key holding a NUL or a lone surrogate. */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return NUL_OR_LONE_SURROGATE.test(value) ? path || '(value)' : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (NUL_OR_LONE_SURROGATE.test(key)) return childPath;
    const found = findBadText(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The 400 for such a text, naming where it is (the field), in both languages. */
export function badTextError(where: string): HttpError {
  return new HttpError(400, 'TEXT_INVALID', {
    vi: `Dữ liệu có ký tự không hợp lệ (ký tự NUL hoặc ký tự Unicode bị lỗi) ở ${where}`,
    en: `The data holds an invalid character (a NUL or a broken Unicode character) in ${where}`,
  });
}

/** Throws TEXT_INVALID when `value` holds a bad text; `label` says which part of the request. */
export function assertCleanText(value: unknown, label: string): void {
  const found = findBadText(value);
  if (found) throw badTextError(found === '(value)' ? label : `${label} ${found}`);
}

/** Query values that are JSON (the `q` condition, `sort`, `fields`) are checked after decoding too. */
function decodedJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined; // Not JSON after all: the route answers its own 400 for a malformed value.
  }
}

function checkAddress(request: FastifyRequest): void {
  assertCleanText(request.params, 'URL');
  const query = (request.query ?? {}) as Record<string, unknown>;
  assertCleanText(query, 'query');
  for (const [key, value] of Object.entries(query)) assertCleanText(decodedJson(value), `query ${key}`);
}

/**
 * Checks every request once, before any route runs: URL params, query values (JSON ones decoded)
 * and the parsed body. Multipart fields are read by their route and checked in readUploadForm.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // The address is checked as soon as the router has read it, before the app scope's check of the
  // app id (registered after this), so a bad character there is a 400, not a 404; the body once parsed.
  app.addHook('onRequest', async (request) => checkAddress(request));
  app.addHook('preValidation', async (request) => assertCleanText(request.body, 'body'));
}
