import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { perMinute } from '../../accounts/rate-limit.js';
import { orderLinkSigner } from '../../commerce/order-link.js';
import { contactMatches, findPlacedOrder, lookupView } from '../../commerce/order-lookup.js';
import { appError } from '../../errors.js';
import { bodySchema } from '../kit/body-schema.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';

// Missing fields read as empty: the route answers them with its own message.
const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const lookupSchema = v.object({ so_ct: text(40), lien_he: text(200) });
const linkSchema = v.object({ so_ct: text(40), het_han: text(20), chu_ky: text(100) });
type LookupBody = v.InferOutput<typeof lookupSchema>;
type LinkBody = v.InferOutput<typeof linkSchema>;

const HOUR_MS = 3_600_000;
const orderCodeKey = (soCt: string) => soCt.replace(/\s+/g, '').toUpperCase();

/**
 * A guest's order without an account (decision 046): by its code and the receiver's phone or
 * e-mail, or through the signed link of the order's mails. Both answer the order as the lookup page
 * shows it (commerce/order-lookup.ts). A wrong code and a wrong contact get the same 404; lookups
 * are counted per client address (RATE_LIMIT_ORDER_LOOKUP a minute, both routes together) and per
 * order code from any address (RATE_LIMIT_ORDER_LOOKUP_CODE an hour), through the shared limiter
 * (Redis when REDIS_URL is set).
 */
export async function orderLookupRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  const { db, env } = options;
  const idApp = env.ID_APP;
  const signer = orderLinkSigner(db, env);
  const config = perMinute(env.RATE_LIMIT_ORDER_LOOKUP, 'order-lookup');
  // groupId names the counters' scope in the store (memory-window-store's scopeOf); the plugin
  // reads it here too, though its type for createRateLimit leaves it out.
  const scope = { groupId: 'order-lookup-code' };
  const perCode = app.createRateLimit({
    ...scope,
    max: env.RATE_LIMIT_ORDER_LOOKUP_CODE,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `code:${orderCodeKey((request.body as LookupBody).so_ct)}`,
  });

  app.post<{ Body: LookupBody }>(
    '/api/:idApp/order-lookup',
    { config, preValidation: bodySchema(lookupSchema) },
    async (request) => {
      const { so_ct: soCt, lien_he: contact } = request.body;
      if (!soCt || !contact) throw appError('ORDER_LOOKUP_INPUT');
      const counted = await perCode(request);
      if (!counted.isAllowed && counted.isExceeded) throw appError('RATE_LIMITED');
      const order = await findPlacedOrder(db, idApp, orderCodeKey(soCt));
      // Compared even when no order has the code, so a miss takes the time of a wrong contact.
      const matches = contactMatches(order ?? {}, contact);
      if (!order || !matches) throw appError('ORDER_LOOKUP_NOT_FOUND');
      return lookupView(db, idApp, order);
    },
  );

  app.post<{ Body: LinkBody }>(
    '/api/:idApp/order-lookup/link',
    { config, preValidation: bodySchema(linkSchema) },
    async (request) => {
      const checked = await signer.check(request.body);
      if (!checked.ok)
        throw appError(checked.reason === 'expired' ? 'ORDER_LINK_EXPIRED' : 'ORDER_LINK_INVALID');
      const order = await findPlacedOrder(db, idApp, checked.soCt);
      if (!order) throw appError('ORDER_LINK_INVALID');
      return lookupView(db, idApp, order);
    },
  );
}
