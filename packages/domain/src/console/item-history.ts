import { SERVER_STAMPED_FIELDS } from '../contracts/stamped-fields.js';
import type { ConsoleArea } from './console-access.js';
import type { FieldChange, TimelineEntry } from './console-replies.js';
import type { HistoryNames } from './item-labels.js';

/**
 * Which console area a collection's documents belong to: who may read an item's timeline
 * (GET console/history/{collection}/{id}) is who may use that area. A collection not listed has no
 * timeline in the console.
 */
export const CONSOLE_COLLECTION_AREAS: Readonly<Record<string, ConsoleArea>> = {
  so1: 'orders',
  customer: 'customers',
  ecomsubscribe: 'customers',
  ecomcontactus: 'messages',
  dmvt: 'catalogue',
  ecomcategories: 'catalogue',
  ecomproductlines: 'catalogue',
  dmchietkhau: 'promotions',
  ecompromotion_flashsales: 'promotions',
  evoucher: 'promotions',
  news: 'content',
  ecompages: 'content',
  ecomtransportfees: 'settings',
  ecomcarrier_fees: 'settings',
  ecompromotion_freeships: 'settings',
  ptthanhtoan: 'settings',
  labelinfo: 'settings',
  schedule: 'schedules',
  stock_adjustments: 'catalogue',
  stock_settings: 'settings',
  staff_rights: 'staff',
  app: 'settings',
};

/** The console area of a collection, or null when the console keeps no timeline of it. */
export function consoleAreaOfCollection(collection: string): ConsoleArea | null {
  return Object.hasOwn(CONSOLE_COLLECTION_AREAS, collection)
    ? (CONSOLE_COLLECTION_AREAS[collection] ?? null)
    : null;
}

/** Fields the server stamps on every write: a change of only these is no change to show. */
const STAMP_FIELDS: ReadonlySet<string> = new Set(['_id', 'id_app', ...SERVER_STAMPED_FIELDS]);

/** How long a value may be in a timeline before it is cut (a long description, a picture list). */
export const HISTORY_VALUE_MAX = 120;

/** A stored value as one short line: text as is, numbers and booleans, anything else as JSON; cut with "…". */
export function historyValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > HISTORY_VALUE_MAX ? `${text.slice(0, HISTORY_VALUE_MAX - 1)}…` : text;
}

const stored = (value: unknown) => (value === undefined || value === '' ? null : value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Every field that differs between two versions of a document, stamps left out: changed and added
 * fields in the new version's order, then removed ones. The first version (`previous` null) lists
 * the fields it set. Values come as stored (null when absent or ''), for the console to show by the
 * field's kind (formatHistoryValue in item-labels.ts).
 */
export function describeDocumentChanges(
  previous: Readonly<Record<string, unknown>> | null,
  next: Readonly<Record<string, unknown>>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const fields = [
    ...Object.keys(next),
    ...Object.keys(previous ?? {}).filter((field) => !Object.hasOwn(next, field)),
  ];
  for (const field of fields) {
    if (STAMP_FIELDS.has(field)) continue;
    const before = previous?.[field];
    const after = next[field];
    if (same(before, after) || (previous === null && historyValue(after) === null)) continue;
    changes.push({ field, from: stored(before), to: stored(after) });
  }
  return changes;
}

/** What a version did to the item. */
export type ItemHistoryKind = 'created' | 'changed' | 'deleted';

/** One entry of an item's timeline: when, who, and what changed. */
export interface ItemHistoryEntry extends TimelineEntry {
  kind: ItemHistoryKind;
}

/** GET console/history/{collection}/{id}: the item's timeline, oldest first. */
export interface ItemHistoryReply {
  collection: string;
  id: string;
  entries: ItemHistoryEntry[];
  /** Names of the items the changes reference (a product's code, a category), when they exist. */
  names?: HistoryNames;
}

/** A stored version as the server reads it: its data is null when the version records a deletion. */
export interface StoredVersion {
  version: number;
  at: string;
  by: string;
  data: Readonly<Record<string, unknown>> | null;
}

/**
 * The timeline of an item from its versions (oldest first): creation, each version that changed a
 * field beyond the stamps, and the deletion. A version that changed nothing is left out.
 */
export function itemTimeline(versions: readonly StoredVersion[]): ItemHistoryEntry[] {
  const entries: ItemHistoryEntry[] = [];
  let previous: Readonly<Record<string, unknown>> | null = null;
  for (const version of versions) {
    const base = { version: version.version, at: version.at, by: version.by };
    if (version.data === null) {
      entries.push({ ...base, kind: 'deleted', changes: [] });
      previous = null;
      continue;
    }
    const kind: ItemHistoryKind = previous === null ? 'created' : 'changed';
    const changes = describeDocumentChanges(previous, version.data);
    previous = version.data;
    if (kind === 'changed' && changes.length === 0) continue;
    entries.push({ ...base, kind, changes });
  }
  return entries;
}
