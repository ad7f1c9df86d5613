import {
  DEFAULT_CART_REMINDER_HOURS,
  type MessageSettings,
  ZNS_TEMPLATE_SETTING_KINDS,
} from '@shop/domain/reminders';
import type { Queryable } from '../db/database.js';
import { getDocument, insertDocument, mergeDocument } from '../db/documents.js';

/** The console's message settings (decision 064): one document per app, under a fixed id. */
const SCOPE = (idApp: string) => ({ idApp, collection: 'message_settings' });
export const MESSAGE_SETTINGS_ID = '6d657373616765730000000a';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The settings as saved, the defaults filling what was never saved. */
export async function loadMessageSettings(db: Queryable, idApp: string): Promise<MessageSettings> {
  const doc = await getDocument(db, SCOPE(idApp), MESSAGE_SETTINGS_ID);
  const hours = Number(doc?.cart_reminder_hours);
  const saved = (doc?.zns_templates ?? {}) as Record<string, unknown>;
  return {
    cart_reminder_hours: Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_CART_REMINDER_HOURS,
    zns_templates: Object.fromEntries(
      ZNS_TEMPLATE_SETTING_KINDS.map((kind) => [kind, str(saved[kind])]),
    ) as MessageSettings['zns_templates'],
  };
}

/** Saves the settings as the document's next version, by `by`. */
export async function saveMessageSettings(
  tx: Queryable,
  idApp: string,
  settings: MessageSettings,
  by: string,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`message-settings:${idApp}`]);
  const merged = await mergeDocument(tx, SCOPE(idApp), MESSAGE_SETTINGS_ID, { ...settings }, by);
  if (!merged) await insertDocument(tx, SCOPE(idApp), { _id: MESSAGE_SETTINGS_ID, ...settings }, by);
}

/**
 * SQL for the template id of kind `$kind` (a text parameter) of app `$app`: the console's setting
 * when set, else `fallback` (the environment's, published at start, decision 061).
 */
export function templateIdSql(app: string, kind: string, fallback: string): string {
  return `COALESCE(NULLIF((SELECT s.data->'zns_templates'->>${kind} FROM documents s
    WHERE s.id_app = ${app} AND s.collection = 'message_settings' AND s.id = '${MESSAGE_SETTINGS_ID}'), ''),
    ${fallback})`;
}

/** The console's template id of one kind ('' when none is set there). */
export async function consoleTemplate(db: Queryable, idApp: string, kind: string): Promise<string> {
  const rows = await db.query<{ id: string | null }>(
    `SELECT data->'zns_templates'->>$3 AS id FROM documents
     WHERE id_app = $1 AND collection = 'message_settings' AND id = $2`,
    [idApp, MESSAGE_SETTINGS_ID, kind],
  );
  return rows[0]?.id ?? '';
}
