/**
 * A common table expression `order_number (so_ct)` that takes the next order code of the app `$1`:
 * 'DH' and six or more digits, sequential without gaps (the counter row is taken inside the
 * placing transaction, so a rolled-back order gives its number back). Take it last in the
 * transaction: the row lock is held until commit, and every placement of the app waits for it.
 */
export const TAKE_ORDER_NUMBER = `order_number AS (
  INSERT INTO order_numbers (id_app, last_number) VALUES ($1, 1)
  ON CONFLICT (id_app) DO UPDATE SET last_number = order_numbers.last_number + 1
  RETURNING 'DH' || lpad(last_number::text, greatest(6, length(last_number::text)), '0') AS so_ct)`;
