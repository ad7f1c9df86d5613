import { BANK_TRANSFER_OUTCOMES } from '@shop/domain/payments';
import type { FastifyInstance } from 'fastify';
import {
  assignTransfer,
  listTransfers,
  markTransferNotOurs,
} from '../../commerce/payments/bank-transfers.js';
import { appError } from '../../errors.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRoute, say } from './kit.js';
import { NO_BODY, optionalTexts } from '../../plugins/route-schema.js';

/**
 * The console's bank transfers (issue 30, decisions 050 and 051): the list (unmatched by default:
 * what waits for staff), and the two answers staff give an unmatched transfer: assign it to an
 * order by its code, or mark it not the shop's. Owner and staff with the orders area.
 */
export async function consoleBankTransferRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.get<{ Querystring: { outcome?: string } }>(
    '/api/:idApp/console/bank-transfers',
    consoleRoute('orders', {
      summary: 'Bank transfers received, by outcome',
      query: optionalTexts('outcome'),
    }),
    async (request) => {
      const outcome = request.query.outcome ?? 'unmatched';
      if (outcome !== 'all' && !(BANK_TRANSFER_OUTCOMES as readonly string[]).includes(outcome))
        throw appError('CONSOLE_QUERY_INVALID', { field: 'outcome' });
      return {
        items: await listTransfers(db, idApp, outcome as (typeof BANK_TRANSFER_OUTCOMES)[number] | 'all'),
      };
    },
  );

  app.post<{ Params: IdParams; Body: { so_ct?: unknown } }>(
    '/api/:idApp/console/bank-transfers/:id/assign',
    consoleRoute('orders', { summary: 'Assigns a transfer to an order', body: optionalTexts('so_ct') }),
    async (request) => {
      const id = checkId(request.params.id);
      const code = typeof request.body?.so_ct === 'string' ? request.body.so_ct.trim() : '';
      if (code === '') throw appError('TRANSFER_ORDER_CODE_REQUIRED');
      const email = actorEmail(request, 'orders');
      const entry = await assignTransfer(db, idApp, id, code, email);
      return { entry, message: say(request, 'TRANSFER_ASSIGNED') };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/bank-transfers/:id/not-ours',
    consoleRoute('orders', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      const email = actorEmail(request, 'orders');
      const entry = await markTransferNotOurs(db, idApp, id, email);
      return { entry, message: say(request, 'TRANSFER_NOT_OURS') };
    },
  );
}
