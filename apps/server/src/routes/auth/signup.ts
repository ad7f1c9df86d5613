import { registerFormSchema } from '@shop/domain/accounts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type AccountContext, say, sendCode } from '../../accounts/account-context.js';
import { appError } from '../../errors.js';
import { parseForm } from '../../accounts/parse-form.js';
import { hashPassword } from '../../accounts/passwords.js';
import { perMinute } from '../../accounts/rate-limit.js';
import { findUserByAccount, insertUser } from '../../accounts/users.js';
import { checkApp } from '../../plugins/app-scope.js';
import { accountSubject, recordConsent, setMarketing } from '../../privacy/consents.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/** What POST /signup reads (registrationInput), before the domain's register schema checks it. */
const SIGNUP_BODY = v.looseObject({
  ...optionalTexts(
    'phone',
    'email',
    'name',
    'full_name',
    'fullname',
    'password',
    'repeat_password',
    'referral_code',
    'id_app',
  ).entries,
  accept_terms: v.optional(v.union([v.boolean(), v.string()])),
  accept_marketing: v.optional(v.union([v.boolean(), v.string()])),
});

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
    accept_marketing: body.accept_marketing === 'true' ? true : body.accept_marketing,
  };
}

/**
 * POST /signup: validates with the domain's register schema (its messages), refuses a taken e-mail
 * or phone (409 ACCOUNT_EXISTS), creates an unverified customer with its consents (the terms; marketing
 * mails when accept_marketing) and sends a code. Reply:
 * { message: REGISTER_SUCCESS, _id: code record id, account }.
 */
export async function authSignupRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  app.post<{ Body: Record<string, unknown> | null }>(
    '/signup',
    { config: perMinute(context.env.RATE_LIMIT_SIGNUP, 'signup'), schema: schemaOf({ body: SIGNUP_BODY }) },
    async (request) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      if (typeof body.id_app === 'string' && body.id_app !== '') checkApp(body.id_app, context.env.ID_APP);
      const form = parseForm(registerFormSchema, registrationInput(body));
      await context.botCheck(request);
      for (const account of [form.email, form.phone]) {
        if (account && (await findUserByAccount(context.db, account))) throw appError('ACCOUNT_EXISTS');
      }
      const passwordHash = await hashPassword(form.password);
      const user = await context.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: form.email || undefined,
          phone: form.phone || undefined,
          name: form.name,
          passwordHash,
          isVerified: false,
          role: 'customer',
          referralCode: form.referral_code,
        });
        // Each consent on its own record (decision 063): the terms and notice, always; marketing
        // mails only when its own box was ticked.
        if (created) {
          const who = accountSubject(created);
          await recordConsent(tx, context.env.ID_APP, who, 'terms', true, 'signup');
          if (form.accept_marketing)
            await setMarketing(tx, context.env.ID_APP, { ...who, email: created.email }, true, 'signup');
        }
        return created;
      });
      // Lost a race with another signup for the same e-mail or phone.
      if (!user) throw appError('ACCOUNT_EXISTS');
      const sent = await sendCode(context, user, request);
      return { message: say(request, 'REGISTER_SUCCESS'), ...sent };
    },
  );
}
