import {
  codStatementSchema,
  createShipmentsSchema,
  type ShipmentLabel,
  trackingUrl,
} from '@shop/domain/carriers';
import { messageText } from '@shop/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CarrierError } from '../../commerce/carriers/carrier.js';
import { withDistrict } from '../../commerce/carriers/former-units.js';
import { carrierIdsOf } from '../../commerce/carriers/quotes.js';
import { codMismatches, codOwedByCarrier, importCodStatement } from '../../commerce/carriers/cod.js';
import {
  findShipment,
  requestCancel,
  requestShipments,
  type ShipmentContext,
  type ShipmentRow,
} from '../../commerce/carriers/shipments.js';
import { confirmReturnReceived } from '../../commerce/order-actions.js';
import { appError, requestLanguage } from '../../errors.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleItem, consoleRoute, readBody, say } from './kit.js';
import { NO_BODY, optionalTexts } from '../../plugins/route-schema.js';

const LABEL_TIMEOUT_MS = 10_000;
const sizeOf = (value: unknown) => (value === 'A6' ? 'A6' : 'A5');

/** A shipment as the console reads it: the row and the carrier's public tracking page. */
const view = (row: ShipmentRow | undefined) =>
  row ? { ...row, tracking_url: trackingUrl(row.carrier, row.tracking_code) ?? null } : null;

/**
 * The console's carrier shipments (issue 31, decision 058), in the orders area: ask for the
 * shipments of confirmed orders (the carrier is called by the job queue, never here), read and
 * cancel an order's, and print the carriers' labels (A5 or A6, several at once).
 */
export async function consoleShipmentRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const contextOf = (request: FastifyRequest): ShipmentContext => ({
    idApp,
    by: actorEmail(request, 'orders'),
    now: new Date(),
    carriers: app.carriers,
    maxAttempts: app.schedules.maxAttempts,
  });

  app.post(
    '/api/:idApp/console/orders/shipments',
    consoleRoute('orders', { body: createShipmentsSchema }),
    async (request) => {
      const body = readBody(createShipmentsSchema, request.body);
      const locale = requestLanguage(request);
      const results = await requestShipments(db, contextOf(request), body, locale);
      app.schedules.nudge();
      const requested = results.filter((result) => result.ok).length;
      return {
        results,
        requested,
        refused: results.length - requested,
        message: messageText('SHIPMENTS_REQUESTED', locale, { count: requested }),
      };
    },
  );

  app.get(
    '/api/:idApp/console/orders/:id/shipment',
    consoleItem('orders', async (id) => ({ shipment: view(await findShipment(db, idApp, id)) })),
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/orders/:id/shipment/cancel',
    consoleRoute('orders', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      await db.transaction((tx) => requestCancel(tx, contextOf(request), id));
      app.schedules.nudge();
      return {
        shipment: view(await findShipment(db, idApp, id)),
        message: say(request, 'SHIPMENT_CANCEL_REQUESTED'),
      };
    },
  );

  // COD statements (decision 066): imported in one transaction; what each carrier still owes.
  app.post(
    '/api/:idApp/console/orders/cod-statements',
    consoleRoute('orders', { body: codStatementSchema }),
    async (request) => {
      const body = readBody(codStatementSchema, request.body);
      const { by } = contextOf(request);
      const done = await db.transaction((tx) => importCodStatement(tx, { idApp, ...body, by }));
      return {
        ...done,
        message: say(request, 'COD_IMPORTED', {
          count: done.imported,
          mismatches: done.mismatches.length,
        }),
      };
    },
  );
  app.get('/api/:idApp/console/orders/cod', consoleRoute('orders', {}), async () => ({
    owed: await codOwedByCarrier(db, idApp),
    mismatches: await codMismatches(db, idApp),
  }));

  // A parcel returned to the shop is back (decision 066): its stock comes back, once.
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/orders/:id/return-received',
    consoleRoute('orders', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      const { by, now } = contextOf(request);
      const { order, changed } = await db.transaction((tx) => confirmReturnReceived(tx, idApp, id, by, now));
      return {
        changed,
        ngay_nhan_hang_hoan: order.ngay_nhan_hang_hoan ?? null,
        message: say(request, 'RETURN_RECEIVED'),
      };
    },
  );

  /** The created shipments of the given orders, each with its carrier (404 when none has one). */
  async function createdOf(ids: readonly string[]) {
    const rows = await db.query<ShipmentRow>(
      `SELECT * FROM carrier_shipments WHERE id_app = $1 AND order_id = ANY($2::text[]) AND state = 'created'
       ORDER BY so_ct`,
      [idApp, ids],
    );
    if (rows.length === 0) throw appError('SHIPMENT_NOT_FOUND');
    return rows;
  }

  const carrierOf = (id: string) => {
    const carrier = app.carriers.enabled.find((entry) => entry.id === id);
    if (!carrier) throw appError('SHIPMENT_CARRIER_OFF');
    return carrier;
  };

  const labelFailed = (error: unknown) => {
    if (error instanceof CarrierError) throw appError('SHIPMENT_LABEL_FAILED', { detail: error.message });
    throw error;
  };

  // GHN's stations near the shop's pick-up address, for a drop-off (GHN's Get Station, id=62;
  // decision 058 addendum). A read with a deadline, as the labels: nothing changes anywhere.
  app.get('/api/:idApp/console/carriers/ghn/stations', consoleRoute('orders', {}), async () => {
    const ghn = carrierOf('ghn');
    const near = await carrierIdsOf(db, 'ghn', withDistrict(app.carriers.pickup));
    if (!near || !ghn.stations) return { items: [], pickup_mapped: Boolean(near) };
    const items = await ghn.stations(near, AbortSignal.timeout(LABEL_TIMEOUT_MS)).catch((error: unknown) => {
      if (error instanceof CarrierError) throw appError('CARRIER_STATIONS_FAILED', { detail: error.message });
      throw error;
    });
    return { items, pickup_mapped: true };
  });

  // Labels of several orders: GHN prints many codes on one page of its own (one call for a token);
  // GHTK gives one PDF per parcel, served by the route below. Reads only: nothing changes anywhere.
  app.get<{ Querystring: { ids?: string; size?: string } }>(
    '/api/:idApp/console/orders/shipments/labels',
    consoleRoute('orders', {
      summary: 'The labels of several shipments (PDF)',
      query: optionalTexts('ids', 'size'),
    }),
    async (request) => {
      const ids = String(request.query.ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(checkId);
      const size = sizeOf(request.query.size);
      const rows = await createdOf(ids);
      const labels: ShipmentLabel[] = [];
      const ghn = rows.filter((row) => row.carrier === 'ghn');
      if (ghn.length > 0) {
        const label = await carrierOf('ghn')
          .label(
            ghn.map((row) => String(row.tracking_code)),
            size,
            AbortSignal.timeout(LABEL_TIMEOUT_MS),
          )
          .catch(labelFailed);
        if (label.kind === 'url')
          labels.push({
            carrier: 'ghn',
            order_ids: ghn.map((row) => row.order_id),
            so_ct: ghn.map((row) => row.so_ct),
            url: label.url,
          });
      }
      for (const row of rows.filter((entry) => entry.carrier === 'ghtk'))
        labels.push({
          carrier: 'ghtk',
          order_ids: [row.order_id],
          so_ct: [row.so_ct],
          url: `/api/${idApp}/console/orders/${row.order_id}/shipment/label?size=${size}`,
        });
      return { labels };
    },
  );

  // One order's label: GHTK's PDF passed through, GHN's print page by redirect.
  app.get<{ Params: IdParams; Querystring: { size?: string } }>(
    '/api/:idApp/console/orders/:id/shipment/label',
    consoleRoute('orders', { summary: "A shipment's label (PDF)", query: optionalTexts('size') }),
    async (request, reply) => {
      const [row] = await createdOf([checkId(request.params.id)]);
      if (!row) throw appError('SHIPMENT_NOT_FOUND');
      const label = await carrierOf(row.carrier)
        .label([String(row.tracking_code)], sizeOf(request.query.size), AbortSignal.timeout(LABEL_TIMEOUT_MS))
        .catch(labelFailed);
      if (label.kind === 'url') return reply.redirect(label.url);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${row.so_ct}-${row.tracking_code}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(label.bytes));
    },
  );
}
