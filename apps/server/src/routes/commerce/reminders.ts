import { type ErrorMessageCode, isMessageCode, messageText } from '@shop/domain/messages';
import {
  type CartReminderInput,
  cartReminderSchema,
  type StockAlertInput,
  stockAlertSchema,
} from '@shop/domain/reminders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { parseAccount } from '../../accounts/users.js';
import { shopOrigin } from '../../commerce/payments/order-payment.js';
import { shopperOf } from '../../commerce/shopper.js';
import { appError, requestLanguage } from '../../errors.js';
import { UID_COOKIE, UID_MAX_AGE_SECONDS } from '../../plugins/identity.js';
import { recordConsent } from '../../privacy/consents.js';
import { CART_PAGE, CART_RESUME_API, cartLinkSigner, trackCart } from '../../reminders/cart-reminders.js';
import { requestStockAlert } from '../../reminders/stock-alerts.js';
import { bodyOf } from '../kit/body-schema.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/** Reads a body with a domain schema; a refusal names its own message when the schema gives one. */
function readBody<T extends v.GenericSchema>(schema: T, request: FastifyRequest): v.InferOutput<T> {
  const result = v.safeParse(schema, bodyOf(request), { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const code = issue?.message;
  if (code && isMessageCode(code)) throw appError(code as ErrorMessageCode, { field: 'body' });
  throw appError('BODY_FIELD_INVALID', { field: issue?.path?.map((step) => step.key).join('.') ?? 'body' });
}

/** An e-mail or phone typed by a guest, as accounts store them; 400 CONTACT_REQUIRED otherwise. */
function contactOf(text: string | undefined): string {
  const parsed = text ? parseAccount(text) : undefined;
  if (!parsed) throw appError('CONTACT_REQUIRED');
  return 'email' in parsed ? parsed.email : parsed.phone;
}

/**
 * The shopper's reminders (issue 34, decision 064; docs/api.md "Reminders"): "tell me when it's
 * back" on a sold-out line, a guest's contact for the cart's reminder (with the marketing consent
 * it needs), and the link of a guest's reminder that gives the browser its cart back.
 */
export async function reminderRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions): Promise<void> {
  const idApp = env.ID_APP;
  const links = cartLinkSigner(db, idApp);

  app.post<{ Body: StockAlertInput }>(
    '/api/:idApp/stock-alerts',
    { schema: schemaOf({ body: stockAlertSchema }) },
    async (request) => {
      const body = readBody(stockAlertSchema, request);
      const shopper = shopperOf(request);
      const identity = request.identity;
      const contact = contactOf(body.lien_he ?? (identity.kind === 'user' ? identity.email : undefined));
      const lang = requestLanguage(request);
      await db.transaction((tx) =>
        requestStockAlert(tx, {
          idApp,
          ma_vt: body.ma_vt,
          variant: body.variant,
          contact,
          owner: shopper.owner,
          lang,
          origin: shopOrigin(env, request),
        }),
      );
      return { contact, message: messageText('STOCK_ALERT_SAVED', lang, { contact }) };
    },
  );

  app.post<{ Body: CartReminderInput }>(
    '/api/:idApp/cart/reminder',
    { schema: schemaOf({ body: cartReminderSchema }) },
    async (request) => {
      const body = readBody(cartReminderSchema, request);
      if (body.dong_y !== true) throw appError('REMINDER_CONSENT_REQUIRED');
      const contact = contactOf(body.lien_he);
      const shopper = shopperOf(request);
      const lang = requestLanguage(request);
      const now = new Date();
      await db.transaction(async (tx) => {
        await recordConsent(tx, idApp, { subject: contact }, 'marketing', true, 'cart-reminder');
        await trackCart(tx, {
          idApp,
          owner: shopper.owner,
          contact,
          lang,
          origin: shopOrigin(env, request),
          now,
        });
      });
      return { contact, message: messageText('CART_REMINDER_SAVED', lang, { contact }) };
    },
  );

  // The reminder's link (a GET a person opens): the browser gets the guest's uid back, then the cart.
  app.get<{ Querystring: { t?: string } }>(
    CART_RESUME_API,
    { schema: schemaOf({ query: optionalTexts('t') }) },
    async (request, reply) => {
      const uid = await links.read(request.query.t);
      if (!uid) throw appError('CART_LINK_INVALID');
      reply.setCookie(UID_COOKIE, uid, { path: '/', maxAge: UID_MAX_AGE_SECONDS, sameSite: 'lax' });
      reply.header('cache-control', 'no-store');
      return reply.redirect(CART_PAGE, 303);
    },
  );
}
