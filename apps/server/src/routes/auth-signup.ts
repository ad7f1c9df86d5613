import { registerFormSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { type AccountContext, say, sendCode } from '../accounts/account-context.js';
import { appError } from '../errors.js';
import { parseForm } from '../accounts/parse-form.js';
import { hashPassword } from '../accounts/passwords.js';
import { perMinute } from '../accounts/rate-limit.js';
import { findUserByAccount, insertUser } from '../accounts/users.js';
import { checkApp } from '../plugins/app-scope.js';

/** Registration fields as the web form sends them; `full_name` and `fullname` are read as `name`. */
function registrationInput(body: Record<string, unknown>) {
  return {
    phone: body.phone,
    email: body.email,
    name: body.name ?? body.full_name ?? body.fullname,
    password: body.password,
    repeat_password: body.repeat_password,
    referral_code: body.referral_code,
    accept_terms: body.accept_terms === 'true' ? true : body.accept_terms,
  };
}

/**
 * POST /signup: validates with the domain's register schema (its messages), refuses a taken e-mail
 * or phone (409 ACCOUNT_EXISTS), creates an unverified customer and sends a code. Reply:
 * { message: REGISTER_SUCCESS, _id: code record id, account }.
 */
export async function authSignupRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  app.post<{ Body: Record<string, unknown> | null }>(
    '/signup',
    { config: perMinute(context.env.RATE_LIMIT_SIGNUP, 'signup') },
    async (request) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      if (typeof body.id_app === 'string' && body.id_app !== '') checkApp(body.id_app, context.env.ID_APP);
      const form = parseForm(registerFormSchema, registrationInput(body));
      await context.botCheck(request);
      for (const account of [form.email, form.phone]) {
        if (account && (await findUserByAccount(context.db, account))) throw appError('ACCOUNT_EXISTS');
      }
      const user = await insertUser(context.db, {
        email: form.email || undefined,
        phone: form.phone || undefined,
        name: form.name,
        passwordHash: await hashPassword(form.password),
        isVerified: false,
        role: 'customer',
        referralCode: form.referral_code,
      });
      // Lost a race with another signup for the same e-mail or phone.
      if (!user) throw appError('ACCOUNT_EXISTS');
      const sent = await sendCode(context, user, request);
      return { message: say(request, 'REGISTER_SUCCESS'), ...sent };
    },
  );
}
