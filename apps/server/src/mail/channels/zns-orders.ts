import { formatPrice, type Locale } from '@shop/domain/primitives';
import type { OrderDoc } from '../../commerce/order-store.js';
import { statusNames } from '../../commerce/status-names.js';
import type { Queryable } from '../../db/database.js';
import type { ZnsTemplates } from './zns.js';

/** The server_secrets row naming the ZNS templates in use, read by the SQL that queues order news. */
export const ZNS_TEMPLATES_ROW = 'zns-templates';

/**
 * Names the templates in the database when ZNS is on (none when off), so the statement that writes
 * an order's mails into the outbox, in the change's transaction, also writes a ZNS row for each
 * kind that has a template (decision 061). Every process of one database has the same settings.
 */
export async function publishZnsTemplates(db: Queryable, templates: ZnsTemplates | undefined): Promise<void> {
  if (!templates) {
    await db.query('DELETE FROM server_secrets WHERE name = $1', [ZNS_TEMPLATES_ROW]);
    return;
  }
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    [ZNS_TEMPLATES_ROW, JSON.stringify(templates)],
  );
}

const TITLES: Record<string, Record<Locale, string>> = {
  'order-placed': { vi: 'Đã nhận đơn hàng', en: 'Order received' },
  'order-confirmed': { vi: 'Đơn hàng đã được xác nhận', en: 'Order confirmed' },
  'order-shipped': { vi: 'Đơn hàng đã giao cho đơn vị vận chuyển', en: 'Order handed to the carrier' },
  'order-delivered': { vi: 'Đơn hàng đã giao thành công', en: 'Order delivered' },
  'order-cancelled': { vi: 'Đơn hàng đã bị hủy', en: 'Order cancelled' },
  'payment-received': { vi: 'Đã nhận thanh toán', en: 'Payment received' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * The parameters of an order's ZNS (decision 061), from the order as the change left it:
 * `customer_name`, `order_code`, `order_total`, `order_status`, and `tracking_code` (handed to the
 * carrier) or `cancel_reason` (cancelled). The shop registers its templates with these names.
 * Also the line the outbox shows for it.
 */
export async function renderZnsOrder(
  db: Queryable,
  kind: string,
  lang: Locale,
  order: OrderDoc,
): Promise<{ subject: string; text: string; data: Record<string, string> }> {
  const names = await statusNames(db);
  const status = names.find((entry) => entry.ma === text(order.trang_thai));
  const data: Record<string, string> = {
    customer_name: text(order.ten_nguoi_nhan),
    order_code: text(order.so_ct),
    order_total: formatPrice(Number(order.t_tt_nt) || 0, lang),
    order_status: (lang === 'en' && status?.ten_eng) || status?.ten || '',
  };
  if (kind === 'order-shipped') data.tracking_code = text(order.ma_van_don);
  if (kind === 'order-cancelled') data.cancel_reason = text(order.ly_do_huy);
  const subject = `${TITLES[kind]?.[lang] ?? kind} ${data.order_code}`.trim();
  const lines = Object.entries(data).map(([name, value]) => `${name}: ${value}`);
  return { subject, text: lines.join('\n'), data };
}
