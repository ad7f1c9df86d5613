import {
  type ConsentChange,
  type ConsentsReply,
  consentChangeSchema,
  PRIVACY_NOTICE_VERSION,
  type ZaloMessagesChange,
  zaloMessagesSchema,
} from '@shop/domain/privacy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccountContext, requireSession, say } from '../../accounts/account-context.js';
import { findUserById, type UserRow } from '../../accounts/users.js';
import { setZaloMessages, zaloMessagesOn } from '../../mail/channels/zns-opt-out.js';
import { appError } from '../../errors.js';
import { accountSubject, consentStates, recordConsent, setMarketing } from '../../privacy/consents.js';
import { bodySchema } from '../kit/body-schema.js';
import { schemaOf } from '../../plugins/route-schema.js';

/**
 * The logged-in shopper's consents (decision 063): GET lists each purpose's state, POST turns
 * marketing mails or non-essential cookies on or off, one click each way, recorded with the
 * privacy notice's version, the time and the screen ('profile'). POST /api/privacy/zalo-messages
 * stops or restarts the shop's Zalo messages to the account (decision 061 addendum).
 */
export async function privacyConsentRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const { db, env } = context;
  /** The account signed in on the request: 401 without a session, or when the account is gone. */
  const ownUser = async (request: FastifyRequest) => {
    const session = await requireSession(context, request);
    const user = await findUserById(db, session.userId);
    if (!user) throw appError('UNAUTHORIZED');
    return user;
  };
  const reply = async (user: UserRow): Promise<ConsentsReply> => ({
    notice_version: PRIVACY_NOTICE_VERSION,
    consents: await consentStates(db, env.ID_APP, accountSubject(user)),
    zalo_messages: await zaloMessagesOn(db, env.ID_APP, user.id),
  });

  app.get('/api/privacy/consents', { schema: schemaOf({}) }, async (request) => {
    return reply(await ownUser(request));
  });

  app.post<{ Body: ConsentChange }>(
    '/api/privacy/consents',
    { preValidation: bodySchema(consentChangeSchema) },
    async (request) => {
      const user = await ownUser(request);
      const who = accountSubject(user);
      const { purpose, granted } = request.body;
      await db.transaction(async (tx) => {
        if (purpose === 'marketing')
          await setMarketing(tx, env.ID_APP, { ...who, email: user.email }, granted, 'profile');
        else await recordConsent(tx, env.ID_APP, who, purpose, granted, 'profile');
      });
      return { message: say(request, 'CONSENT_SAVED'), ...(await reply(user)) };
    },
  );

  app.post<{ Body: ZaloMessagesChange }>(
    '/api/privacy/zalo-messages',
    { preValidation: bodySchema(zaloMessagesSchema) },
    async (request) => {
      const user = await ownUser(request);
      await setZaloMessages(db, env.ID_APP, user, request.body.on);
      return { message: say(request, 'CONSENT_SAVED'), ...(await reply(user)) };
    },
  );
}
