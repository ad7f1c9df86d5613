import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccountContext, say, sendCode } from '../../accounts/account-context.js';
import { appError } from '../../errors.js';
import { consumeCode, findPendingCodeId } from '../../accounts/codes.js';
import { perMinute } from '../../accounts/rate-limit.js';
import { createSession } from '../../accounts/sessions.js';
import { findUserByAccount, findUserById, markVerified, toUserInfo } from '../../accounts/users.js';
import { checkApp } from '../../plugins/app-scope.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

const RECORD_ID = /^[0-9a-f]{24}$/;

/** Sends a code to a known account; 404 ACCOUNT_NOT_FOUND ('Lỗi: Không tìm thấy …') otherwise. */
async function sendCodeToAccount(context: AccountContext, request: FastifyRequest, account: string) {
  if (account.trim() === '') throw appError('USERNAME_REQUIRED');
  await context.botCheck(request);
  const user = await findUserByAccount(context.db, account);
  if (!user) throw appError('ACCOUNT_NOT_FOUND');
  const sent = await sendCode(context, user, request);
  return { ...sent, message: say(request, 'CODE_SENT', { account: sent.account }) };
}

/**
 * The code flow of SPEC §4: send (reply { _id }), verify (reply { token }: a session that may set a
 * new password without the old one for 15 minutes), and /resetpassword (sends a code, like send-otp).
 */
export async function authCodeRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const config = perMinute(context.env.RATE_LIMIT_OTP, 'codes');
  app.get<{ Params: { account: string } }>(
    '/send-otp/:account',
    { config, schema: schemaOf({}) },
    (request) => sendCodeToAccount(context, request, request.params.account),
  );
  app.get<{ Querystring: { email?: string } }>(
    '/resetpassword',
    { config, schema: schemaOf({ query: optionalTexts('email') }) },
    (request) => sendCodeToAccount(context, request, request.query.email ?? ''),
  );
  app.get<{ Params: { id: string; code: string }; Querystring: { id_app?: string } }>(
    '/verify-otp/:id/:code',
    { config, schema: schemaOf({ query: optionalTexts('id_app') }) },
    async (request) => {
      if (request.query.id_app) checkApp(request.query.id_app, context.env.ID_APP);
      const codeId = await resolveCodeId(context, request.params.id);
      if (!codeId) throw appError('CODE_NOT_PENDING');
      const userId = await consumeCode(context.db, codeId, request.params.code);
      await markVerified(context.db, userId);
      const user = await findUserById(context.db, userId);
      if (!user) throw appError('CODE_NOT_PENDING');
      const token = await createSession(context.db, userId, { canReset: true });
      return { token, ...toUserInfo(user), message: say(request, 'VERIFY_SUCCESS') };
    },
  );
}

/** The path names a code record (its _id) or, as SPEC §7 writes it, the account with a pending code. */
async function resolveCodeId(context: AccountContext, idOrAccount: string): Promise<string | undefined> {
  if (RECORD_ID.test(idOrAccount)) return idOrAccount;
  const user = await findUserByAccount(context.db, idOrAccount);
  return user ? findPendingCodeId(context.db, user.id) : undefined;
}
