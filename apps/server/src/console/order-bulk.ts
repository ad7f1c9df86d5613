import type { BulkOutcome } from '@shop/domain/console';
import type { Locale } from '@shop/domain/primitives';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { confirmOrder } from './order-fulfilment.js';

/**
 * Confirms each order alone, in its own transaction and under its row lock, through the same
 * rule as the single action (shopActionsFor): one refused order (not found, already confirmed,
 * cancelled meanwhile) is reported with its reason and leaves the others, and no order is ever
 * half-written. Anything but an expected refusal stops the batch and is thrown.
 */
export async function confirmOrders(
  db: Database,
  context: { idApp: string; by: string; now: Date; locale: Locale },
  ids: readonly string[],
): Promise<BulkOutcome[]> {
  const codes = await db.query<{ id: string; so_ct: string | null }>(
    `SELECT id, data->>'so_ct' AS so_ct FROM documents
     WHERE id_app = $1 AND collection = 'so1' AND id = ANY($2::bpchar[])`,
    [context.idApp, ids],
  );
  const codeOf = new Map(codes.map((row) => [row.id.trim(), row.so_ct ?? '']));
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    const so_ct = codeOf.get(id) ?? '';
    try {
      await db.transaction((tx) => confirmOrder({ tx, ...context }, id));
      outcomes.push({ _id: id, so_ct, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcomes.push({ _id: id, so_ct, ok: false, error: error.code, message: error.texts[context.locale] });
    }
  }
  return outcomes;
}
