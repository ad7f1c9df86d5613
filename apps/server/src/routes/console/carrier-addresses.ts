import { assignCarrierAddressSchema } from '@shop/domain/carriers';
import type { FastifyInstance } from 'fastify';
import {
  assignAddress,
  planAddressRefresh,
  readMapping,
  searchCarrierWards,
} from '../../commerce/carriers/address-map.js';
import { appError } from '../../errors.js';
import { NO_BODY, optionalTexts } from '../../plugins/route-schema.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { consoleRoute, readBody, say } from './kit.js';

/**
 * GHN's address mapping in the console (issue 31 "Weights and addresses", decision 066 addendum):
 * what maps and what does not, a refresh from GHN's master data (the job queue calls GHN, never
 * this request), and a unit assigned by hand to one of GHN's wards. Shop settings: the settings area.
 */
export async function consoleCarrierAddressRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const ghnOn = () => {
    if (!app.carriers.enabled.some((carrier) => carrier.id === 'ghn')) throw appError('SHIPMENT_CARRIER_OFF');
  };

  app.get('/api/:idApp/console/carriers/ghn/addresses', consoleRoute('settings', {}), async () => ({
    enabled: app.carriers.enabled.some((carrier) => carrier.id === 'ghn'),
    ...(await readMapping(db, idApp, 'ghn')),
  }));

  app.post(
    '/api/:idApp/console/carriers/ghn/addresses/refresh',
    consoleRoute('settings', { body: NO_BODY }),
    async (request) => {
      ghnOn();
      await planAddressRefresh(db, idApp, 'ghn', app.schedules.maxAttempts);
      app.schedules.nudge();
      return { message: say(request, 'CARRIER_ADDRESSES_REFRESHING') };
    },
  );

  app.get<{ Querystring: { province?: string; q?: string } }>(
    '/api/:idApp/console/carriers/ghn/wards',
    consoleRoute('settings', { query: optionalTexts('province', 'q') }),
    async (request) => ({
      items: await searchCarrierWards(
        db,
        'ghn',
        String(request.query.province ?? ''),
        String(request.query.q ?? ''),
      ),
    }),
  );

  app.post(
    '/api/:idApp/console/carriers/ghn/addresses',
    consoleRoute('settings', { body: assignCarrierAddressSchema }),
    async (request) => {
      const body = readBody(assignCarrierAddressSchema, request.body);
      await db.transaction((tx) => assignAddress(tx, 'ghn', body, new Date()));
      return { ...(await readMapping(db, idApp, 'ghn')), message: say(request, 'CARRIER_ADDRESS_ASSIGNED') };
    },
  );
}
