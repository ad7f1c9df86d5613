import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OrderExportQuery } from '@shop/domain/console';
import { orderExportHeader, orderExportRecord } from '@shop/domain/orders';
import type { Locale } from '@shop/domain/primitives';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { describeOrders } from '../commerce/order-view.js';
import type { Queryable } from '../db/database.js';
import { selectInboxPage, toRow } from './order-inbox.js';

/** Orders read per statement while exporting: memory stays flat whatever the list's length. */
export const EXPORT_BATCH = 500;

/** The header, then every order matching the inbox's filters, search and sort, batch by batch. */
async function* exportRecords(db: Queryable, idApp: string, query: OrderExportQuery, locale: Locale) {
  yield orderExportHeader(locale);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const orders = await selectInboxPage(db, idApp, query, EXPORT_BATCH, offset);
    for (const order of await describeOrders(db, idApp, orders))
      yield orderExportRecord(toRow(order), locale);
    if (orders.length < EXPORT_BATCH) return;
  }
}

/**
 * The filtered list as a CSV stream: UTF-8 with a BOM (spreadsheet programs then read Vietnamese
 * right), CRLF lines, and cells starting with = + - @ (or a tab / carriage return) prefixed with
 * a quote by csv-stringify's `escape_formulas`, so a name typed by a shopper never runs as a
 * formula. A failure half-way ends the stream with the error (the download is then incomplete and
 * the browser reports it), logged here.
 */
export function streamOrderCsv(
  db: Queryable,
  idApp: string,
  query: OrderExportQuery,
  locale: Locale,
  log: FastifyBaseLogger,
): Readable {
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' });
  pipeline(Readable.from(exportRecords(db, idApp, query, locale)), csv).catch((error: unknown) =>
    log.error({ err: error }, 'order export failed'),
  );
  return csv;
}
