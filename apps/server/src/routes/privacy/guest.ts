import {
  type GuestDataRequestDone,
  type GuestDataRequestReply,
  guestDataRequestCodeSchema,
  guestDataRequestSchema,
} from '@shop/domain/privacy';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type AccountContext, say } from '../../accounts/account-context.js';
import { perMinute } from '../../accounts/rate-limit.js';
import { appError, requestLanguage } from '../../errors.js';
import { renderGuestExportHtml } from '../../privacy/export-html.js';
import { confirmGuestRequest, startGuestRequest } from '../../privacy/guest-requests.js';
import { bodyOf } from '../kit/body-schema.js';
import { schemaOf } from '../../plugins/route-schema.js';

/**
 * A guest's request about their data, by e-mail with a code (decision 063): POST
 * /api/privacy/guest-request {email, kind} mails a code (bot check; counted with the other code
 * routes per client address, and per address in guest-requests.ts) and answers the same whether
 * or not the address bought anything; POST /api/privacy/guest-request/confirm {_id, code} carries
 * it out (the data for an export; the personal fields of the guest orders replaced for a deletion).
 */
export async function privacyGuestRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const { db, env, mailer } = context;
  const config = perMinute(env.RATE_LIMIT_OTP, 'codes');

  app.post(
    '/api/privacy/guest-request',
    { config, schema: schemaOf({ body: guestDataRequestSchema }) },
    async (request): Promise<GuestDataRequestReply> => {
      const parsed = v.safeParse(guestDataRequestSchema, bodyOf(request));
      if (!parsed.success) throw appError('EMAIL_INVALID');
      await context.botCheck(request);
      const { email, kind } = parsed.output;
      const { id, queued } = await startGuestRequest(db, mailer, env.ID_APP, {
        email,
        kind,
        isEnglish: requestLanguage(request) === 'en',
        cooldownMs: env.OTP_RESEND_SECONDS * 1000,
      });
      mailer.afterCommit(queued, request.log);
      return { _id: id, message: say(request, 'DATA_REQUEST_CODE_SENT', { email: email.toLowerCase() }) };
    },
  );

  app.post(
    '/api/privacy/guest-request/confirm',
    { config, schema: schemaOf({ body: guestDataRequestCodeSchema }) },
    async (request, reply) => {
      const parsed = v.safeParse(guestDataRequestCodeSchema, bodyOf(request));
      if (!parsed.success) throw appError('DATA_REQUEST_CODE_WRONG');
      const done = await confirmGuestRequest(db, env.ID_APP, parsed.output._id, parsed.output.code);
      reply.header('cache-control', 'no-store');
      const answer: GuestDataRequestDone =
        done.kind === 'export'
          ? {
              kind: 'export',
              data: done.data,
              html: done.data ? renderGuestExportHtml(done.data) : '',
              message: say(request, 'DATA_REQUEST_EXPORTED', { email: done.email }),
            }
          : {
              kind: 'delete',
              erased_orders: done.erased ?? 0,
              message: say(request, 'DATA_REQUEST_DELETED', { email: done.email }),
            };
      return answer;
    },
  );
}
