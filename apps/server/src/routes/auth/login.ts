import { messageStatus, messageWireCode } from '@shop/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccountContext, say, sendCode } from '../../accounts/account-context.js';
import { findPendingCodeId } from '../../accounts/codes.js';
import { failureKey, lockPolicyOf, verifyUnderLock } from '../../accounts/login-failures.js';
import { verifyAgainstNothing, verifyPassword } from '../../accounts/passwords.js';
import { perMinute } from '../../accounts/rate-limit.js';
import { createSession, deleteUserSessions } from '../../accounts/sessions.js';
import { findUserByAccount, toUserInfo } from '../../accounts/users.js';
import { appError, HttpError } from '../../errors.js';
import { assertCleanText } from '../../plugins/input-guard.js';
import { checkApp } from '../../plugins/app-scope.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/** once=1: the account's other sessions end. */
const LOGIN_QUERY = optionalTexts('id_app', 'group_id', 'once');

interface LoginQuery {
  id_app?: string;
  group_id?: string;
  once?: string;
}

/** `Authorization: Basic base64(account:password)`; the account may not hold a colon, the password may. */
export function readBasicCredentials(header: string | undefined): { username: string; password: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return { username: '', password: '' };
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // A header, so the central body/query guard never sees it; the account name reaches SQL.
  assertCleanText(decoded, 'Authorization');
  const colon = decoded.indexOf(':');
  return colon < 0
    ? { username: decoded, password: '' }
    : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * One login, shared by GET /auth/local and POST /auth/sign. Wrong account and wrong password get
 * the same 401 in the same time. After LOGIN_MAX_FAILURES in a row, known or not, the account is
 * locked (429 ACCOUNT_LOCKED) for LOGIN_LOCK_SECONDS, checked before any password (decision 014). An unverified account gets 403 REQUIRE_VERIFY with a code sent
 * (or the one sent moments ago). `once=1` ends the user's other sessions first.
 */
async function logIn(
  context: AccountContext,
  request: FastifyRequest<{ Querystring: LoginQuery }>,
  reply: FastifyReply,
  credentials: { username: string; password: string },
) {
  if (request.query.id_app) checkApp(request.query.id_app, context.env.ID_APP);
  if (credentials.username.trim() === '') throw appError('USERNAME_REQUIRED');
  if (credentials.password.trim() === '') throw appError('PASSWORD_REQUIRED');
  const user = await findUserByAccount(context.db, credentials.username);
  const refusal = await verifyUnderLock(
    context.db,
    lockPolicyOf(context.env),
    failureKey(user, credentials.username),
    () =>
      user
        ? verifyPassword(user.password_hash, credentials.password)
        : verifyAgainstNothing(credentials.password),
  );
  if (refusal) throw refusal;
  if (!user) throw appError('LOGIN_FAILED');
  if (!user.is_verified) {
    let sent: { _id: string; account: string };
    try {
      sent = await sendCode(context, user, request);
    } catch (error) {
      const pending =
        error instanceof HttpError &&
        error.statusCode === 429 &&
        (await findPendingCodeId(context.db, user.id));
      if (!pending) throw error;
      sent = { _id: pending, account: credentials.username.trim() };
    }
    return reply.status(messageStatus('LOGIN_REQUIRES_VERIFY')).send({
      error: messageWireCode('LOGIN_REQUIRES_VERIFY'),
      require_verify: true,
      _id: sent._id,
      account: sent.account,
      message: say(request, 'LOGIN_REQUIRES_VERIFY', { account: sent.account }),
    });
  }
  if (request.query.once === '1' || request.query.once === 'true') {
    await deleteUserSessions(context.db, user.id);
    await request.server.signals.publish('access-changed', { userId: user.id });
  }
  const token = await createSession(context.db, user.id);
  return { token, ...toUserInfo(user), message: say(request, 'LOGIN_SUCCESS') };
}

/** GET /auth/local (Basic credentials) and POST /auth/sign (JSON credentials). */
export async function authLoginRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const config = perMinute(context.env.RATE_LIMIT_LOGIN, 'login');
  app.get<{ Querystring: LoginQuery }>(
    '/auth/local',
    { config, schema: schemaOf({ query: LOGIN_QUERY }) },
    (request, reply) => logIn(context, request, reply, readBasicCredentials(request.headers.authorization)),
  );
  app.post<{ Querystring: LoginQuery; Body: Record<string, unknown> | null }>(
    '/auth/sign',
    {
      config,
      schema: schemaOf({ query: LOGIN_QUERY, body: optionalTexts('username', 'email', 'phone', 'password') }),
    },
    (request, reply) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const username = text(body.username) || text(body.email) || text(body.phone);
      return logIn(context, request, reply, { username, password: text(body.password) });
    },
  );
}
