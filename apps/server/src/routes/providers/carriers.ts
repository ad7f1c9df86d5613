import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type Carriers, carriersFromEnv } from '../../commerce/carriers/registry.js';
import { mapOneUnit } from '../../commerce/carriers/address-map.js';
import { applyCarrierEvent } from '../../commerce/carriers/callbacks.js';
import { ghnSimulatorUnits } from '../../commerce/carriers/simulators/ghn-simulator.js';
import {
  type CallbackInput,
  type Carrier,
  CarrierError,
  type CarrierId,
} from '../../commerce/carriers/carrier.js';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';
import { appError } from '../../errors.js';
import { SANDBOX_MODE_HEADER, withRequestModes } from '../../commerce/carriers/simulators/sim-kit.js';
import { bodySchema } from '../kit/body-schema.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The carriers of this process (decision 055): those on, their simulators, the pick-up address. */
    carriers: Carriers;
  }
}

/** GHN's status callback (decision 053): the fields the shop reads; GHN sends more. */
const GHN_CALLBACK = schemaOf({
  summary: "GHN's order status callback (the secret in the path)",
  body: v.looseObject({
    OrderCode: v.string(),
    Status: v.string(),
    ClientOrderCode: v.optional(v.string()),
    ShopID: v.optional(v.number()),
    Type: v.optional(v.string()),
  }),
});
/** GHTK's status webhook (decision 054): JSON or a form, `hash` in the query. */
const GHTK_CALLBACK = schemaOf({
  summary: "GHTK's order status webhook",
  query: optionalTexts('hash'),
  body: v.looseObject({
    label_id: v.string(),
    status_id: v.union([v.string(), v.number()]),
    partner_id: v.optional(v.string()),
  }),
});

const modeSchema = v.object({
  mode: v.picklist(['up', 'slow', 'down', 'wrong']),
  delay_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000))),
});

const mapSchema = v.object({
  province: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  ward: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});

const advanceSchema = v.object({
  tracking_code: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  /** GHN's status name ("picked", "delivered"…) or GHTK's status_id (3, 5…). */
  status: v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(40)), v.pipe(v.number(), v.integer())]),
});

/**
 * The carriers (decisions 053-055), decorated on the app (createShop names them at start-up). In development mode and tests, with a simulator answering,
 * `POST /sandbox-carrier/{ghn|ghtk}/mode` makes it slow, down or wrong on purpose (for every
 * request; the header `x-sandbox-carrier-mode: ghn=down, ghtk=slow` does it for one request), and
 * `POST /sandbox-carrier/ghn/map {province, ward}` gives one address GHN's ids from the simulator, and
 * `POST /sandbox-carrier/{ghn|ghtk}/advance {tracking_code, status}` moves one of its parcels and
 * sends the shop the carrier's documented callback for it (GHN's JSON to its secret URL, GHTK's
 * form with its hash), as the carrier would: the journeys' "picked" and "delivered".
 */
export async function carrierRoutes(
  app: FastifyInstance,
  { env, db }: { env: Env; db: Database },
): Promise<void> {
  app.decorate('carriers', carriersFromEnv(env));
  await app.register(callbackRoutes, { db, idApp: env.ID_APP });
  app.addHook('onClose', async () => {
    await Promise.all([app.carriers.simulators.ghn?.app.close(), app.carriers.simulators.ghtk?.app.close()]);
  });
  const { simulators } = app.carriers;
  if (!simulators.ghn && !simulators.ghtk) return;
  // One request may ask the simulators for a mode of its own (`x-sandbox-carrier-mode: ghn=down`):
  // the calls it makes see it, every other request the simulator's own mode. So a journey can stop
  // the carriers for itself while others run beside it on the same server. After the body is read
  // (preHandler), so that the rest of the request runs inside it.
  app.addHook('preHandler', (request, _reply, done) => {
    const asked = request.headers[SANDBOX_MODE_HEADER];
    if (typeof asked !== 'string' || asked === '') return done();
    withRequestModes(asked, done);
  });
  app.post<{ Params: { carrier: string }; Body: v.InferOutput<typeof modeSchema> }>(
    '/sandbox-carrier/:carrier/mode',
    { preValidation: bodySchema(modeSchema) },
    async (request) => {
      const simulator =
        request.params.carrier === 'ghn'
          ? simulators.ghn
          : request.params.carrier === 'ghtk'
            ? simulators.ghtk
            : undefined;
      if (!simulator) throw appError('NOT_FOUND');
      simulator.control.mode = request.body.mode;
      if (request.body.delay_ms !== undefined) simulator.control.delayMs = request.body.delay_ms;
      return {
        carrier: request.params.carrier,
        mode: simulator.control.mode,
        delay_ms: simulator.control.delayMs,
      };
    },
  );
  // GHN's ids for one current unit from the simulator's master data, by the mapping's own rule (a
  // whole refresh holds the database for seconds: a journey maps only its own address).
  app.post<{ Body: v.InferOutput<typeof mapSchema> }>(
    '/sandbox-carrier/ghn/map',
    { preValidation: bodySchema(mapSchema) },
    async (request) => {
      const ghn = simulators.ghn;
      if (!ghn) throw appError('NOT_FOUND');
      const units = ghnSimulatorUnits(ghn.masterData);
      return db.transaction((tx) => mapOneUnit(tx, 'ghn', units, request.body, new Date()));
    },
  );
  app.post<{ Params: { carrier: string }; Body: v.InferOutput<typeof advanceSchema> }>(
    '/sandbox-carrier/:carrier/advance',
    { preValidation: bodySchema(advanceSchema) },
    async (request, reply) => {
      const { tracking_code: code, status } = request.body;
      let sent: Awaited<ReturnType<typeof app.inject>>;
      try {
        if (request.params.carrier === 'ghn' && simulators.ghn)
          sent = await app.inject({
            method: 'POST',
            url: `/carriers/ghn/callback/${app.carriers.ghnCallbackSecret ?? ''}`,
            payload: simulators.ghn.advance(code, String(status)),
          });
        else if (request.params.carrier === 'ghtk' && simulators.ghtk)
          sent = await app.inject({
            method: 'POST',
            url: `/carriers/ghtk/callback?hash=${app.carriers.ghtkCallbackHash ?? ''}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(simulators.ghtk.advance(code, Number(status))).toString(),
          });
        else throw appError('NOT_FOUND');
      } catch (error) {
        // The simulator has no such parcel.
        if (error instanceof Error && /simulator: no order/.test(error.message)) throw appError('NOT_FOUND');
        throw error;
      }
      return reply.code(sent.statusCode).send(sent.json());
    },
  );
}

/**
 * The carriers' status callbacks (decision 055 "Inbound"): GHN posts JSON to
 * /carriers/ghn/callback/{secret}, GHTK a form to /carriers/ghtk/callback?hash=…. Authenticated
 * first (401 CARRIER_CALLBACK_FORBIDDEN), read (400 CARRIER_CALLBACK_INVALID), stored and acted on
 * once in one transaction; answered 200 (a repeat too) so that the carrier stops retrying.
 */
async function callbackRoutes(app: FastifyInstance, { db, idApp }: { db: Database; idApp: string }) {
  // GHTK posts application/x-www-form-urlencoded; read here only, for these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const handle = async (carrierId: CarrierId, input: CallbackInput) => {
    const carrier: Carrier | undefined = app.carriers.enabled.find((entry) => entry.id === carrierId);
    if (!carrier) throw appError('NOT_FOUND');
    let event: ReturnType<Carrier['parseCallback']>;
    try {
      event = carrier.parseCallback(input);
    } catch (error) {
      if (error instanceof CarrierError && error.reason === 'auth')
        throw appError('CARRIER_CALLBACK_FORBIDDEN');
      throw appError('CARRIER_CALLBACK_INVALID');
    }
    const outcome = await db.transaction((tx) =>
      applyCarrierEvent(tx, idApp, carrierId, event, JSON.stringify(input.body), new Date()),
    );
    return { ok: true, outcome };
  };
  app.post<{ Params: { secret: string } }>(
    '/carriers/ghn/callback/:secret',
    { schema: GHN_CALLBACK },
    async (request) =>
      handle('ghn', { headers: request.headers, query: {}, params: request.params, body: request.body }),
  );
  app.post('/carriers/ghtk/callback', { schema: GHTK_CALLBACK }, async (request) =>
    handle('ghtk', {
      headers: request.headers,
      query: request.query as Record<string, unknown>,
      params: {},
      body: request.body,
    }),
  );
}
