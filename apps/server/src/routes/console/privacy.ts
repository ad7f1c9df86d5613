import {
  type DataRequestReply,
  type DataRequestsReply,
  dataRequestsQuerySchema,
  manualDataRequestSchema,
} from '@shop/domain/privacy';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { appError } from '../../errors.js';
import { listDataRequests, markDataRequestDone, recordManualRequest } from '../../privacy/data-requests.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRead, consoleRoute, say } from './kit.js';
import { NO_BODY } from '../../plugins/route-schema.js';

/**
 * The owner's personal-data requests inbox (decision 063; the 'privacy' area, the owner's alone):
 * every confirmed request with its legal deadline, done, open or overdue; a request received by
 * letter, phone or the shop's mail recorded by hand; a request marked done.
 */
export async function consolePrivacyRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.get(
    '/api/:idApp/console/data-requests',
    consoleRead(
      'privacy',
      { query: dataRequestsQuerySchema },
      (query): Promise<DataRequestsReply> => listDataRequests(db, idApp, query),
    ),
  );

  app.post(
    '/api/:idApp/console/data-requests',
    consoleRoute('privacy', {
      summary: 'Records a data request received by other means',
      body: manualDataRequestSchema,
    }),
    async (request): Promise<DataRequestReply> => {
      const parsed = v.safeParse(manualDataRequestSchema, request.body ?? {});
      if (!parsed.success) throw appError('DATA_REQUEST_INPUT');
      const item = await recordManualRequest(db, idApp, parsed.output);
      return { item, message: say(request, 'DATA_REQUEST_RECORDED') };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/data-requests/:id/done',
    consoleRoute('privacy', { body: NO_BODY }),
    async (request): Promise<DataRequestReply> => {
      const id = checkId(request.params.id);
      const email = actorEmail(request, 'privacy');
      const item = await markDataRequestDone(db, idApp, id, email);
      return { item, message: say(request, 'DATA_REQUEST_DONE') };
    },
  );
}
