import {
  type CodLine,
  type CodMismatch,
  type CodOwed,
  codColumnsOf,
  codProblemOf,
  readCodRow,
} from '@shop/domain/carriers';
import { ORDER_STATUS_DELIVERED } from '@shop/domain/orders';
import { parse } from 'csv-parse/sync';
import type { Queryable } from '../../db/database.js';
import { appError } from '../../errors.js';
import type { CarrierId } from './carrier.js';

/** Lines a statement may have: a month of a busy shop's parcels, well under the body limit. */
export const COD_IMPORT_MAX_ROWS = 5_000;

export interface CodImport {
  imported: number;
  mismatches: CodMismatch[];
}

/** The statement's lines: a header naming its columns (COD_CSV_COLUMNS), then one parcel a row. */
function readStatement(csv: string): CodLine[] {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw appError('COD_IMPORT_UNREADABLE', {
      detail: error instanceof Error ? error.message.slice(0, 200) : String(error),
    });
  }
  const [header, ...rows] = records;
  const columns = codColumnsOf(header);
  if (!columns.ok) throw appError('COD_IMPORT_HEADER', { columns: columns.missing.join(', ') });
  if (rows.length === 0 || rows.length > COD_IMPORT_MAX_ROWS)
    throw appError('COD_IMPORT_ROWS', { max: COD_IMPORT_MAX_ROWS });
  return rows.map((row, index) => {
    const read = readCodRow(row, columns.at);
    if (!read.ok) throw appError('COD_IMPORT_ROW', { line: index + 2 });
    return read.line;
  });
}

/**
 * Imports a carrier's COD statement (decision 066) in one transaction: every line kept in
 * carrier_cod_lines under the statement's name (the same statement imported again replaces its
 * lines, so a corrected file never counts twice), matched to the shop's shipment of that carrier
 * by its tracking code; a parcel the shop does not know or an amount other than the COD asked is
 * listed as a mismatch. A bad file changes nothing: 400 with the line at fault.
 */
export async function importCodStatement(
  tx: Queryable,
  input: { idApp: string; carrier: CarrierId; statement: string; csv: string; by: string },
): Promise<CodImport> {
  const lines = readStatement(input.csv);
  const shipments = await tx.query<{ tracking_code: string; order_id: string; so_ct: string; cod: number }>(
    `SELECT tracking_code, order_id, so_ct, (options->>'cod')::int AS cod FROM carrier_shipments
     WHERE id_app = $1 AND carrier = $2 AND tracking_code = ANY($3::text[])`,
    [input.idApp, input.carrier, lines.map((line) => line.trackingCode)],
  );
  const byCode = new Map(shipments.map((row) => [row.tracking_code, row]));
  await tx.query(`DELETE FROM carrier_cod_lines WHERE id_app = $1 AND carrier = $2 AND statement = $3`, [
    input.idApp,
    input.carrier,
    input.statement,
  ]);
  const mismatches: CodMismatch[] = [];
  for (const line of lines) {
    const shipment = byCode.get(line.trackingCode);
    const problem = codProblemOf(shipment ? Number(shipment.cod) : undefined, line.collected);
    const soCt = shipment?.so_ct ?? line.orderCode;
    await tx.query(
      `INSERT INTO carrier_cod_lines (id_app, carrier, statement, tracking_code, so_ct, order_id, collected, fee,
         paid_on, expected, problem, imported_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id_app, carrier, tracking_code, statement) DO UPDATE SET collected = EXCLUDED.collected,
         fee = EXCLUDED.fee, paid_on = EXCLUDED.paid_on, problem = EXCLUDED.problem`,
      [
        input.idApp,
        input.carrier,
        input.statement,
        line.trackingCode,
        soCt,
        shipment?.order_id ?? null,
        line.collected,
        line.fee,
        line.paidOn ?? null,
        shipment ? Number(shipment.cod) : null,
        problem ?? null,
        input.by,
      ],
    );
    if (problem)
      mismatches.push({
        tracking_code: line.trackingCode,
        so_ct: soCt,
        expected: shipment ? Number(shipment.cod) : null,
        collected: line.collected,
        fee: line.fee,
        paid_on: line.paidOn ?? null,
        problem,
      });
  }
  return { imported: lines.length, mismatches };
}

/**
 * What each carrier owes the shop (the console's dashboard, decision 066): the COD of its
 * delivered parcels, minus what its imported statements say was collected and paid out (a line
 * with a payout date). Every carrier with a shipment is listed.
 */
export async function codOwedByCarrier(db: Queryable, idApp: string): Promise<CodOwed[]> {
  const rows = await db.query<{
    carrier: string;
    delivered: string | number;
    cod: string | number;
    paid: string | number;
    fees: string | number;
    owed: string | number;
  }>(
    `WITH delivered AS (
       SELECT s.carrier, s.tracking_code, (s.options->>'cod')::int AS cod
       FROM carrier_shipments s JOIN documents d ON d.id_app = s.id_app AND d.collection = 'so1' AND d.id = s.order_id
       WHERE s.id_app = $1 AND s.state = 'created' AND d.data->>'trang_thai' = $2 AND (s.options->>'cod')::int > 0),
     paid AS (
       SELECT carrier, tracking_code, sum(collected) AS collected, sum(fee) AS fee FROM carrier_cod_lines
       WHERE id_app = $1 AND paid_on IS NOT NULL GROUP BY carrier, tracking_code)
     SELECT c.carrier,
       count(delivered.tracking_code) AS delivered,
       COALESCE(sum(delivered.cod), 0) AS cod,
       COALESCE(sum(paid.collected), 0) AS paid,
       COALESCE(sum(paid.fee), 0) AS fees,
       COALESCE(sum(GREATEST(delivered.cod - COALESCE(paid.collected, 0), 0)), 0) AS owed
     FROM (SELECT DISTINCT carrier FROM carrier_shipments WHERE id_app = $1) c
     LEFT JOIN delivered ON delivered.carrier = c.carrier
     LEFT JOIN paid ON paid.carrier = delivered.carrier AND paid.tracking_code = delivered.tracking_code
     GROUP BY c.carrier ORDER BY c.carrier`,
    [idApp, ORDER_STATUS_DELIVERED],
  );
  return rows.map((row) => ({
    carrier: row.carrier,
    delivered: Number(row.delivered),
    cod: Number(row.cod),
    paid: Number(row.paid),
    fees: Number(row.fees),
    owed: Number(row.owed),
  }));
}

/** The lines of every statement that do not agree with the shop, newest import first. */
export async function codMismatches(
  db: Queryable,
  idApp: string,
): Promise<(CodMismatch & { carrier: string; statement: string })[]> {
  const rows = await db.query<CodMismatch & { carrier: string; statement: string; paid_on: unknown }>(
    `SELECT carrier, statement, tracking_code, so_ct, expected, collected, fee, paid_on::text AS paid_on, problem
     FROM carrier_cod_lines WHERE id_app = $1 AND problem IS NOT NULL ORDER BY imported_at DESC, tracking_code
     LIMIT 500`,
    [idApp],
  );
  return rows.map((row) => ({ ...row, paid_on: row.paid_on ? String(row.paid_on) : null }));
}
