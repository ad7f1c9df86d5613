import { newPasswordFormSchema, passwordSchema } from '@shop/domain/accounts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type AccountContext, requireSession, say } from '../../accounts/account-context.js';
import { appError } from '../../errors.js';
import { parseForm } from '../../accounts/parse-form.js';
import { clearFailures, failureKey, lockPolicyOf, verifyUnderLock } from '../../accounts/login-failures.js';
import { hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { createSession, deleteUserSessions } from '../../accounts/sessions.js';
import { findUserByAccount, findUserById, setPasswordHash } from '../../accounts/users.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

type Body = Record<string, unknown> | null;

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function textOf(...values: unknown[]): string | undefined {
  const found = values.find((value) => typeof value === 'string' && value !== '');
  return typeof found === 'string' ? found : undefined;
}

/**
 * Sets a new password and ends every session of the user; `reopen` opens a fresh one for the caller.
 * A new password also lifts a lock from wrong ones: the code flow is how a locked-out owner gets in.
 */
async function replacePassword(
  context: AccountContext,
  userId: string,
  password: string,
  reopen: boolean,
): Promise<string | undefined> {
  const passwordHash = await hashPassword(password);
  return context.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    await clearFailures(tx, failureKey({ id: userId }, ''));
    return reopen ? createSession(tx, userId) : undefined;
  });
}

/**
 * POST /api/changepassword { password, repeat_password?, old_password? }:
 * - with old_password: a change while logged in; the old password must be right.
 * - without it: a reset, allowed only with a token from /verify-otp (for 15 minutes).
 * Every session of the user ends; the reply carries a new token. POST /api/changepasswordByAdmin
 * { email | phone, password }: administrators set anyone's password (sessions end too).
 */
export async function authPasswordRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  app.post<{ Body: Body }>(
    '/api/changepassword',
    {
      schema: schemaOf({
        body: optionalTexts(
          'password',
          'new_password',
          'newPassword',
          'repeat_password',
          'confirm_password',
          'old_password',
          'oldPassword',
          'current_password',
        ),
      }),
    },
    async (request) => {
      const session = await requireSession(context, request);
      const body = objectOf(request.body);
      const password = textOf(body.password, body.new_password, body.newPassword) ?? '';
      const repeat = textOf(body.repeat_password, body.confirm_password) ?? password;
      const form = parseForm(newPasswordFormSchema, { password, repeat_password: repeat });
      const oldPassword = textOf(body.old_password, body.oldPassword, body.current_password);
      if (oldPassword === undefined && !session.canReset) throw appError('OLD_PASSWORD_REQUIRED');
      if (oldPassword !== undefined) {
        // A stolen session must not become a way round the login's per-account limit.
        const user = await findUserById(context.db, session.userId);
        const refusal = await verifyUnderLock(
          context.db,
          lockPolicyOf(context.env),
          failureKey({ id: session.userId }, ''),
          async () => !!user && (await verifyPassword(user.password_hash, oldPassword)),
        );
        if (refusal) throw refusal.statusCode === 429 ? refusal : appError('OLD_PASSWORD_WRONG');
      }
      const token = await replacePassword(context, session.userId, form.password, true);
      await app.signals.publish('access-changed', { userId: session.userId });
      const message = oldPassword === undefined ? 'PASSWORD_RESET_SUCCESS' : 'PASSWORD_CHANGE_SUCCESS';
      return { message: say(request, message), token };
    },
  );

  app.post<{ Body: Body }>(
    '/api/changepasswordByAdmin',
    { schema: schemaOf({ body: optionalTexts('email', 'phone', 'password', 'new_password') }) },
    async (request) => {
      const session = await requireSession(context, request);
      if (session.role !== 'owner') throw appError('FORBIDDEN');
      const body = objectOf(request.body);
      const account = textOf(body.email, body.phone, body.username) ?? '';
      const { password } = parseForm((locale) => v.object({ password: passwordSchema(locale) }), {
        password: body.password,
      });
      const user = account ? await findUserByAccount(context.db, account) : undefined;
      if (!user) throw appError('ACCOUNT_NOT_FOUND');
      await replacePassword(context, user.id, password, false);
      await app.signals.publish('access-changed', { userId: user.id });
      return { message: say(request, 'PASSWORD_CHANGE_SUCCESS') };
    },
  );
}
