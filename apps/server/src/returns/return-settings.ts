import {
  DEFAULT_RETURN_WINDOW_HOURS,
  RETURN_WINDOW_HOURS_MAX,
  RETURN_WINDOW_HOURS_MIN,
  type ReturnSettings,
} from '@shop/domain/returns';
import type { Queryable } from '../db/database.js';
import { getDocument, insertDocument, mergeDocument } from '../db/documents.js';

/** The shop's return settings (decision 077): one document per app, under a fixed id. */
const SCOPE = (idApp: string) => ({ idApp, collection: 'return_settings' });
export const RETURN_SETTINGS_ID = '72657475726e730000000a01';

/** The window as saved, 48 hours when never saved (or out of range). */
export async function loadReturnSettings(db: Queryable, idApp: string): Promise<ReturnSettings> {
  const doc = await getDocument(db, SCOPE(idApp), RETURN_SETTINGS_ID);
  const hours = Number(doc?.return_window_hours);
  const isValid =
    Number.isInteger(hours) && hours >= RETURN_WINDOW_HOURS_MIN && hours <= RETURN_WINDOW_HOURS_MAX;
  return { return_window_hours: isValid ? hours : DEFAULT_RETURN_WINDOW_HOURS };
}

/** Saves the settings as the document's next version, by `by`. */
export async function saveReturnSettings(
  tx: Queryable,
  idApp: string,
  settings: ReturnSettings,
  by: string,
): Promise<ReturnSettings> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`return-settings:${idApp}`]);
  const fields = { return_window_hours: settings.return_window_hours };
  const merged = await mergeDocument(tx, SCOPE(idApp), RETURN_SETTINGS_ID, fields, by);
  if (!merged) await insertDocument(tx, SCOPE(idApp), { _id: RETURN_SETTINGS_ID, ...fields }, by);
  return loadReturnSettings(tx, idApp);
}
