import { stockItemsOf } from '@shop/domain/catalogue';
import type { Locale } from '@shop/domain/primitives';
import { loadProducts, type ProductDoc } from '../commerce/catalog.js';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';
import { queueReminderMessage } from './cart-reminders.js';
import { stockAlertText } from './reminder-texts.js';

/** The shop's product page, where a back-in-stock message leads (apps/web/src/routes/mua-hang). */
export const productPage = (origin: string, code: string) =>
  `${origin}/mua-hang/san-pham/${encodeURIComponent(code)}`;

/**
 * "Tell me when it's back" (decision 064): one open request per product line and contact (asking
 * twice keeps the one). Only a sold-out line takes one (409 STOCK_ALERT_IN_STOCK otherwise); an
 * unknown line is 404 STOCK_VARIANT_NOT_FOUND. The shopper asked for this one message: it needs
 * no marketing consent and carries no unsubscribe.
 */
export async function requestStockAlert(
  tx: Queryable,
  input: {
    idApp: string;
    ma_vt: string;
    variant: string;
    contact: string;
    owner: string;
    userId?: string | undefined;
    lang: Locale;
    origin: string;
  },
): Promise<void> {
  const product = (await loadProducts(tx, input.idApp, [input.ma_vt])).get(input.ma_vt);
  const item = product ? stockItemsOf(product).find((line) => line.variant === input.variant) : undefined;
  if (!product || !item || product.online === false)
    throw appError('STOCK_VARIANT_NOT_FOUND', {
      code: input.variant ? `${input.ma_vt} / ${input.variant}` : input.ma_vt,
    });
  if (item.stock > 0) throw appError('STOCK_ALERT_IN_STOCK');
  await tx.query(
    `INSERT INTO reminders (id_app, id, kind, owner, contact, user_id, product_id, ma_vt, variant, lang, origin)
     VALUES ($1, $2, 'stock', $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id_app, ma_vt, variant, contact) WHERE kind = 'stock' AND ended_at IS NULL DO NOTHING`,
    [
      input.idApp,
      newId(),
      input.owner,
      input.contact,
      input.userId ?? null,
      product._id,
      input.ma_vt,
      input.variant,
      input.lang,
      input.origin,
    ],
  );
}

/** A line's stock as the shop reads it (stockItemsOf): the option's, else the product's. */
const LINE_STOCK_SQL = `CASE WHEN r.variant = '' THEN COALESCE((p.data->>'ton')::numeric, 0)
  ELSE COALESCE((SELECT (v->>'ton')::numeric FROM jsonb_array_elements(COALESCE(p.data->'thuoc_tinh', '[]'::jsonb)) v
    WHERE v->>'_id' = r.variant), (p.data->>'ton')::numeric, 0) END`;

/**
 * After a write that may raise stock (the console's adjustment or import, a product saved, an
 * order cancelled), in its transaction: every open request on a line of these products that has
 * stock now ends, and its one message goes into the outbox. The UPDATE takes each request's row
 * once: two transactions raising the same line meet on the row's lock, and the second finds it
 * ended, so a request fires once.
 */
export async function fireStockAlerts(
  tx: Queryable,
  idApp: string,
  codes: readonly string[],
): Promise<number> {
  if (codes.length === 0) return 0;
  const fired = await tx.query<{
    id: string;
    contact: string;
    lang: string;
    origin: string | null;
    ma_vt: string;
    variant: string;
    product: ProductDoc;
  }>(
    `UPDATE reminders r SET ended_at = now(), ended_reason = 'sent', sends = 1,
       first_sent_at = now(), last_sent_at = now()
     FROM documents p
     WHERE r.id_app = $1 AND r.kind = 'stock' AND r.ended_at IS NULL
       AND r.ma_vt IN (SELECT jsonb_array_elements_text($2::text::jsonb))
       AND p.id_app = $1 AND p.collection = 'dmvt' AND p.id = r.product_id AND ${LINE_STOCK_SQL} > 0
     RETURNING r.id, r.contact, r.lang, r.origin, r.ma_vt, r.variant, p.data AS product`,
    [idApp, JSON.stringify([...new Set(codes)])],
  );
  for (const row of fired) {
    const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
    const item = stockItemsOf(row.product).find((line) => line.variant === row.variant);
    const englishName = lang === 'en' ? row.product.ten_vt_eng : undefined;
    const base = englishName || row.product.ten_vt || row.ma_vt;
    const name = item?.variant_label ? `${base} (${item.variant_label})` : base;
    const origin = row.origin ?? '';
    await queueReminderMessage(tx, idApp, {
      to: row.contact,
      kind: 'stock-alert',
      lang,
      origin,
      marketing: false,
      ...stockAlertText(lang, { name, link: productPage(origin, row.ma_vt) }),
    });
  }
  return fired.length;
}
