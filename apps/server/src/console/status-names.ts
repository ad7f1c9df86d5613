import type { InboxTab } from '@shop/domain/console';
import { INBOX_STATUSES } from '@shop/domain/orders';
import type { Queryable } from '../db/database.js';
import { statusNames } from '../commerce/status-names.js';

/** The inbox's tabs: each status of INBOX_STATUSES by its name, with its count. */
export async function inboxTabs(db: Queryable, countOf: ReadonlyMap<string, number>): Promise<InboxTab[]> {
  const names = await statusNames(db);
  return names
    .filter((status) => (INBOX_STATUSES as readonly string[]).includes(status.ma))
    .map((status) => ({ ...status, count: countOf.get(status.ma) ?? 0 }));
}
