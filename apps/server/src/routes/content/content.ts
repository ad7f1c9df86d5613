import type {} from '@fastify/rate-limit';
import { type ContactForm, contactFormSchema, subscribeFormSchema } from '@shop/domain/content';
import { messageText } from '@shop/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { type BotCheck, createBotCheck } from '../../accounts/bot-check.js';
import { parseForm } from '../../accounts/parse-form.js';
import { queueContactNotice } from '../../console/contact-messages.js';
import { companyContactId } from '../../content/company-records.js';
import { subscribeEmail } from '../../content/subscribe.js';
import { recordConsent } from '../../privacy/consents.js';
import { GLOBAL_APP, getDocument, insertDocument } from '../../db/documents.js';
import type { Env } from '../../env.js';
import { appError, requestLanguage } from '../../errors.js';
import type { AppRouteOptions } from '../../plugins/app-scope.js';
import { referenceRoutes } from './reference.js';
import { writerOf } from '../kit/writer.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

export interface ContentRouteOptions extends AppRouteOptions {
  /** Builds the reCAPTCHA check of the contact and subscribe forms (none without RECAPTCHA_SECRET). */
  env?: Pick<Env, 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>;
  /** Replaces the check built from `env` (tests). */
  botCheck?: BotCheck;
}

/** Per client address; applied only when @fastify/rate-limit is registered (app.ts, global: false). */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
const SUBSCRIBE_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

/** A form body: a JSON object (else 400 BODY_NOT_OBJECT), read with a domain form schema. */
function readForm<TSchema extends v.GenericSchema>(
  request: FastifyRequest,
  schema: (locale: 'vi' | 'en') => TSchema,
): v.InferOutput<TSchema> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw appError('BODY_NOT_OBJECT');
  return parseForm(schema, body);
}

/**
 * Content and reference routes of SPEC §7 beyond the generic data layer: company info, the contact
 * form, newsletter subscriptions, and (reference.ts) address suggestions and the customer
 * record. Catalogue, news, pages, payment methods and fees are read through the generic lists.
 */
export async function contentRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { db, idApp } = options;
  const contactId = companyContactId(idApp);
  const botCheck =
    options.botCheck ??
    createBotCheck({
      secret: options.env?.RECAPTCHA_SECRET,
      verifyUrl: options.env?.RECAPTCHA_VERIFY_URL ?? '',
    });

  // The company info under the app id; `?contact=1` (or the info's contact_id) gives the record
  // holding phone and facebook.
  app.get<{ Params: { id: string }; Querystring: { contact?: string } }>(
    '/api/app/:id',
    { schema: schemaOf({ query: optionalTexts('contact') }) },
    async (request, reply) => {
      const { id } = request.params;
      const wantsContact = request.query.contact === '1' || request.query.contact === 'true';
      if (id !== idApp && id !== contactId) throw appError('APP_NOT_FOUND');
      const recordId = wantsContact ? contactId : id;
      const doc = await getDocument(db, { idApp: GLOBAL_APP, collection: 'app' }, recordId);
      if (!doc) throw appError('APP_NOT_FOUND');
      reply.header('cache-control', 'public, max-age=60');
      return doc;
    },
  );

  app.post<{ Params: { idApp: string } }>(
    '/api/:idApp/ecomcontactus',
    { config: { rateLimit: CONTACT_RATE_LIMIT }, schema: schemaOf({ body: contactFormSchema() }) },
    async (request) => {
      const form: ContactForm = readForm(request, contactFormSchema);
      await botCheck(request);
      const by = writerOf(request);
      // The message and the shop's notice of it (through the outbox) commit together.
      const doc = await db.transaction(async (tx) => {
        const saved = await insertDocument(
          tx,
          { idApp, collection: 'ecomcontactus' },
          { ...form, id_app: idApp, user_created: by, date_created: new Date().toISOString() },
          by,
        );
        await queueContactNotice(tx, idApp, form);
        return saved;
      });
      // Only the id: the message itself is readable by administrators alone.
      return { _id: doc._id, message: messageText('CONTACT_SENT', requestLanguage(request)) };
    },
  );

  app.post<{ Params: { idApp: string } }>(
    '/api/:idApp/ecomsubscribe',
    { config: { rateLimit: SUBSCRIBE_RATE_LIMIT }, schema: schemaOf({ body: subscribeFormSchema() }) },
    async (request) => {
      const { email } = readForm(request, subscribeFormSchema);
      await botCheck(request);
      const by = writerOf(request);
      // Subscribing is the marketing consent of the address, recorded with the notice's version.
      const subscription = await db.transaction(async (tx) => {
        const saved = await subscribeEmail(tx, idApp, email, by);
        await recordConsent(tx, idApp, { subject: email }, 'marketing', true, 'newsletter-form');
        return saved;
      });
      return {
        _id: subscription._id,
        email: email.toLowerCase(),
        already_subscribed: !subscription.isNew,
        message: messageText('SUBSCRIBE_SUCCESS', requestLanguage(request)),
      };
    },
  );

  await app.register(referenceRoutes, options);
}
