/**
 * Whether an error means the database cannot be reached right now (restarting, refusing
 * connections, a connection cut), as opposed to a statement that failed: the request gets 503 and
 * "try again", and the driver reconnects by itself on the next statement.
 * - system errors of the socket: ECONNREFUSED, ECONNRESET, EPIPE, ETIMEDOUT, EHOSTUNREACH…;
 * - porsager/postgres's own: CONNECTION_CLOSED, CONNECTION_ENDED, CONNECTION_DESTROYED,
 *   CONNECT_TIMEOUT;
 * - PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01 admin_shutdown, 57P02
 *   crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 * Node wraps the refusals of every address of a name (::1 and 127.0.0.1) in an AggregateError.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  const inner = (error as { errors?: unknown }).errors;
  if (
    Array.isArray(inner) &&
    inner.length > 0 &&
    inner.every((each) => isDatabaseUnavailable(each, depth + 1))
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
