import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type BankNotice,
  BankNoticeShapeError,
  cassoSecret,
  isCassoSigned,
  isSepayAuthorized,
  readCassoNotice,
  readSepayNotice,
  sepayKey,
} from '../commerce/payments/bank-notices.js';
import { recordBankNotice } from '../commerce/payments/bank-transfers.js';
import type { CommerceRouteOptions } from './commerce-kit.js';

/** A webhook's body as received (kept as is) and as JSON. */
interface RawJson {
  raw: string;
  json: unknown;
}

/** The notifications are small (one transaction each): anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const SEPAY_WEBHOOK_PATH = '/api/payments/bank-transfers/sepay';
export const CASSO_WEBHOOK_PATH = '/api/payments/bank-transfers/casso';

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
    app.post<{ Body: RawJson | undefined }>(SEPAY_WEBHOOK_PATH, (request, reply) =>
      receive(
        request,
        reply,
        'sepay',
        () => isSepayAuthorized(request.headers.authorization, key),
        readSepayNotice,
      ),
    );

  if (secret)
    app.post<{ Body: RawJson | undefined }>(CASSO_WEBHOOK_PATH, (request, reply) =>
      receive(
        request,
        reply,
        'casso',
        (body) => {
          const header = request.headers['x-casso-signature'];
          return isCassoSigned(typeof header === 'string' ? header : undefined, body.json, secret);
        },
        readCassoNotice,
      ),
    );
}
