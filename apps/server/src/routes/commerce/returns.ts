import { type ReturnRequest, returnRequestSchema } from '@shop/domain/returns';
import { messageText } from '@shop/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, requestLanguage } from '../../errors.js';
import { ownerOf } from '../../plugins/app-scope.js';
import { schemaOf } from '../../plugins/route-schema.js';
import { loadReturnSettings } from '../../returns/return-settings.js';
import { createReturn, myReturns } from '../../returns/returns.js';
import { bodySchema } from '../kit/body-schema.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';

/** Only a logged-in shopper asks (a guest's order has no account to follow the request in). */
function shopperOf(request: FastifyRequest): string {
  if (request.identity.kind !== 'user') throw appError('LOGIN_REQUIRED');
  return ownerOf(request);
}

/**
 * Returns and exchanges (issue 33, decision 076): a logged-in shopper asks for a return or an
 * exchange of a delivered order's lines within the window, and lists their requests.
 */
export async function returnRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  const { db, env } = options;
  const idApp = env.ID_APP;

  // The shop's window (decision 077): the order page says until when a request may be made.
  app.get('/api/:idApp/returns/settings', { schema: schemaOf({ summary: 'The return window' }) }, async () =>
    loadReturnSettings(db, idApp),
  );

  app.get('/api/:idApp/returns/mine', { schema: schemaOf({}) }, async (request) =>
    myReturns(db, idApp, shopperOf(request)),
  );

  app.post<{ Body: ReturnRequest }>(
    '/api/:idApp/returns',
    {
      preValidation: async (request) => bodySchema(returnRequestSchema)(request),
      schema: schemaOf({ body: returnRequestSchema }),
    },
    async (request) => {
      const owner = shopperOf(request);
      const saved = await db.transaction((tx) => createReturn(tx, idApp, owner, request.body, new Date()));
      return { return: saved, message: messageText('RETURN_REQUESTED', requestLanguage(request)) };
    },
  );
}
