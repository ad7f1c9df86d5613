import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  type BankNotice,
  BankNoticeShapeError,
  cassoSecret,
  isCassoSigned,
  isSepayAuthorized,
  readCassoNotice,
  readSepayNotice,
  sepayKey,
} from '../../commerce/payments/bank-notices.js';
import { recordBankNotice } from '../../commerce/payments/bank-transfers.js';
import { type SimulatedTransfer, simulateWebhook } from '../../commerce/payments/bank-simulator.js';
import { appError } from '../../errors.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { schemaOf } from '../../plugins/route-schema.js';

/** A webhook's body as received (kept as is) and as JSON. */
interface RawJson {
  raw: string;
  json: unknown;
}

/** The notifications are small (one transaction each): anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** SePay's webhook (decision 050): the fields the shop reads of one transaction; `Authorization: Apikey …`. */
const SEPAY_SCHEMA = schemaOf({
  summary: "SePay's bank transfer webhook",
  body: v.looseObject({
    id: v.number(),
    transactionDate: v.string(),
    accountNumber: v.string(),
    code: v.nullish(v.string()),
    content: v.string(),
    transferType: v.picklist(['in', 'out']),
    transferAmount: v.number(),
    referenceCode: v.optional(v.string()),
    description: v.optional(v.string()),
  }),
});
/** Casso's webhook v2 (decision 051): one transaction in `data`, signed by X-Casso-Signature. */
const CASSO_SCHEMA = schemaOf({
  summary: "Casso's bank transfer webhook",
  body: v.looseObject({
    error: v.optional(v.number()),
    data: v.looseObject({
      id: v.number(),
      reference: v.optional(v.string()),
      description: v.string(),
      amount: v.number(),
      transactionDateTime: v.string(),
      accountNumber: v.string(),
    }),
  }),
});

export const SEPAY_WEBHOOK_PATH = '/api/payments/bank-transfers/sepay';
export const CASSO_WEBHOOK_PATH = '/api/payments/bank-transfers/casso';
/** The simulator's paths: `/sandbox-gateway/sepay`, `/sandbox-gateway/casso`. */
export const SANDBOX_BANK_PATH = '/sandbox-gateway';

/**
 * The webhooks of the bank-notification services (decisions 050, 051): each is registered only
 * with its key, so without it the path answers 404. The request is authenticated first (401 and
 * nothing recorded otherwise), then kept with its raw body and acted on once per provider
 * transaction; the reply is the one the provider stops retrying on (a 2xx with
 * `{"success": true}`), also for a repeat. A body that is authentic but not in the documented
 * shape is refused with 400, so that the provider's log shows it.
 */
export async function bankTransferWebhookRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const key = sepayKey(env);
  const secret = cassoSecret(env);
  if (!key && !secret) return;

  // This plugin's routes only: the body is read as text, kept as received, then parsed.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, { raw: String(body), json: JSON.parse(String(body)) } satisfies RawJson);
      } catch {
        done(null, { raw: String(body), json: undefined } satisfies RawJson);
      }
    },
  );

  const receive = async (
    request: FastifyRequest<{ Body: RawJson | undefined }>,
    reply: FastifyReply,
    provider: string,
    isAuthentic: (body: RawJson) => boolean,
    read: (json: unknown) => BankNotice,
  ) => {
    const body = request.body ?? { raw: '', json: undefined };
    if (!isAuthentic(body)) {
      request.log.warn({ provider }, 'bank transfers: a webhook without a valid key, refused');
      return reply.code(401).send({ success: false, message: 'Unauthorized' });
    }
    let notice: BankNotice;
    try {
      notice = read(body.json);
    } catch (error) {
      if (!(error instanceof BankNoticeShapeError)) throw error;
      return reply.code(400).send({ success: false, message: error.message });
    }
    const recorded = await recordBankNotice(db, idApp, notice, body.raw);
    request.log.info(
      {
        provider,
        transaction: notice.transactionId,
        repeat: recorded.isRepeat,
        outcome: recorded.entry?.outcome,
        so_ct: recorded.entry?.so_ct,
      },
      'bank transfers: notification received',
    );
    return reply.code(200).send({ success: true });
  };

  if (key)
    app.post<{ Body: RawJson | undefined }>(SEPAY_WEBHOOK_PATH, { schema: SEPAY_SCHEMA }, (request, reply) =>
      receive(
        request,
        reply,
        'sepay',
        () => isSepayAuthorized(request.headers.authorization, key.key),
        readSepayNotice,
      ),
    );

  if (secret)
    app.post<{ Body: RawJson | undefined }>(CASSO_WEBHOOK_PATH, { schema: CASSO_SCHEMA }, (request, reply) =>
      receive(
        request,
        reply,
        'casso',
        (body) => {
          const header = request.headers['x-casso-signature'];
          return isCassoSigned(typeof header === 'string' ? header : undefined, body.json, secret.key);
        },
        readCassoNotice,
      ),
    );

  // The local simulator (development and tests, no key set): posts the webhook the service would.
  for (const [provider, webhook] of [
    ['sepay', key],
    ['casso', secret],
  ] as const) {
    if (!webhook?.isSandbox) continue;
    app.post<{ Body: RawJson | undefined }>(
      `${SANDBOX_BANK_PATH}/${provider}`,
      { schema: schemaOf({ body: v.record(v.string(), v.unknown()) }) },
      async (request, reply) => {
        const input = readSimulatorInput(request.body?.json);
        const sent = simulateWebhook(provider, input, webhook.key);
        const times = Math.min(Math.max(Math.trunc(Number(input.times ?? 1)), 1), 10);
        const replies = [];
        for (let attempt = 0; attempt < times; attempt++) {
          const answer = await app.inject({
            method: 'POST',
            url: provider === 'sepay' ? SEPAY_WEBHOOK_PATH : CASSO_WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', ...sent.headers },
            payload: JSON.stringify(sent.body),
          });
          replies.push({ status: answer.statusCode, body: answer.json() as unknown });
        }
        return reply.send({ sent: sent.body, replies });
      },
    );
  }
}

/** The simulator's request: `{ note, amount, direction?, transaction_id?, forged?, times? }`. */
function readSimulatorInput(json: unknown): SimulatedTransfer & { times?: number } {
  const body = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const amount = Number(body.amount);
  if (typeof body.note !== 'string' || !Number.isSafeInteger(amount) || amount <= 0)
    throw appError('SIMULATOR_INPUT_INVALID');
  return {
    note: body.note,
    amount,
    direction: body.direction === 'out' ? 'out' : 'in',
    ...(Number.isSafeInteger(body.transaction_id) ? { transactionId: Number(body.transaction_id) } : {}),
    forged: body.forged === true,
    times: Number(body.times ?? 1),
  };
}
