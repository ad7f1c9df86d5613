import type { Queryable } from '../db/database.js';

/**
 * The next order code of an app: 'DH' and six or more digits, sequential without gaps (the
 * counter row is taken inside the placing transaction, so a rolled-back order gives its number
 * back). Take it last in the transaction: the row lock is held until commit.
 */
export async function nextOrderNumber(tx: Queryable, idApp: string): Promise<string> {
  const rows = await tx.query<{ last_number: string | number }>(
    `INSERT INTO order_numbers (id_app, last_number) VALUES ($1, 1)
     ON CONFLICT (id_app) DO UPDATE SET last_number = order_numbers.last_number + 1
     RETURNING last_number`,
    [idApp],
  );
  return `DH${String(rows[0]?.last_number ?? 1).padStart(6, '0')}`;
}
