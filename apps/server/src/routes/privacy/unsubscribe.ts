import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccountContext, say } from '../../accounts/account-context.js';
import { findUserByAccount } from '../../accounts/users.js';
import { appError } from '../../errors.js';
import { accountSubject, hasConsent, setMarketing } from '../../privacy/consents.js';
import { UNSUBSCRIBE_API, unsubscribeSigner } from '../../privacy/unsubscribe.js';
import { NO_BODY, optionalTexts, schemaOf } from '../../plugins/route-schema.js';

type Query = { t?: string };
/** The link's signed token `t`. */
const LINK = schemaOf({ summary: 'Whom an unsubscribe link names', query: optionalTexts('t') });
/** RFC 8058's one-click POST: the token in the link, a form body `List-Unsubscribe=One-Click` not read. */
const ONE_CLICK = schemaOf({ summary: 'Unsubscribes (one click)', query: optionalTexts('t'), body: NO_BODY });

/**
 * The unsubscribe link of every marketing mail (decision 063, RFC 8058), without login or cookie:
 * the signed token in `?t` names the address. POST (the shop's page, or a mail client's one-click
 * `List-Unsubscribe=One-Click`, form-encoded) withdraws the marketing consent and removes the
 * address's subscriptions at once; GET only says whether it is still subscribed (link checkers
 * that open every link unsubscribe no one).
 */
export async function privacyUnsubscribeRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const { db, env } = context;
  const signer = unsubscribeSigner(db, env.ID_APP);
  // A mail client posts `List-Unsubscribe=One-Click` form-encoded; the body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  const addressOf = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const email = await signer.read(request.query.t);
    if (!email) throw appError('UNSUBSCRIBE_LINK_INVALID');
    return email;
  };

  app.get<{ Querystring: Query }>(UNSUBSCRIBE_API, { schema: LINK }, async (request) => {
    const email = await addressOf(request);
    return { email, subscribed: await hasConsent(db, env.ID_APP, email, 'marketing') };
  });

  app.post<{ Querystring: Query }>(UNSUBSCRIBE_API, { schema: ONE_CLICK }, async (request) => {
    const email = await addressOf(request);
    const user = await findUserByAccount(db, email);
    const who = user ? accountSubject(user) : { subject: email };
    await db.transaction((tx) => setMarketing(tx, env.ID_APP, { ...who, email }, false, 'unsubscribe-link'));
    return { email, subscribed: false, message: say(request, 'UNSUBSCRIBED', { email }) };
  });
}
