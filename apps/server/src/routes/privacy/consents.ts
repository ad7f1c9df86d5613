import { type ConsentChange, consentChangeSchema, PRIVACY_NOTICE_VERSION } from '@shop/domain/privacy';
import type { FastifyInstance } from 'fastify';
import { type AccountContext, requireSession, say } from '../../accounts/account-context.js';
import { findUserById } from '../../accounts/users.js';
import { appError } from '../../errors.js';
import { accountSubject, consentStates, recordConsent, setMarketing } from '../../privacy/consents.js';
import { bodySchema } from '../kit/body-schema.js';
import { schemaOf } from '../../plugins/route-schema.js';

/**
 * The logged-in shopper's consents (decision 063): GET lists each purpose's state, POST turns
 * marketing mails or non-essential cookies on or off, one click each way, recorded with the
 * privacy notice's version, the time and the screen ('profile').
 */
export async function privacyConsentRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const { db, env } = context;
  const ownUser = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw appError('UNAUTHORIZED');
    return user;
  };

  app.get('/api/privacy/consents', { schema: schemaOf({}) }, async (request) => {
    const session = await requireSession(context, request);
    const user = await ownUser(session.userId);
    return {
      notice_version: PRIVACY_NOTICE_VERSION,
      consents: await consentStates(db, env.ID_APP, accountSubject(user)),
    };
  });

  app.post<{ Body: ConsentChange }>(
    '/api/privacy/consents',
    { preValidation: bodySchema(consentChangeSchema) },
    async (request) => {
      const session = await requireSession(context, request);
      const user = await ownUser(session.userId);
      const who = accountSubject(user);
      const { purpose, granted } = request.body;
      await db.transaction(async (tx) => {
        if (purpose === 'marketing')
          await setMarketing(tx, env.ID_APP, { ...who, email: user.email }, granted, 'profile');
        else await recordConsent(tx, env.ID_APP, who, purpose, granted, 'profile');
      });
      return {
        message: say(request, 'CONSENT_SAVED'),
        notice_version: PRIVACY_NOTICE_VERSION,
        consents: await consentStates(db, env.ID_APP, who),
      };
    },
  );
}
