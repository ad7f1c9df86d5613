import type { Database } from '../../db/database.js';
import { GLOBAL_APP } from '../../db/documents.js';
import { insertSeedDocuments } from './insert-documents.js';
import { buildUnitDocuments } from './unit-documents.js';

/** The seed_runs key of the global units: they belong to no app, so they are seeded once per database. */
export const UNITS_SEED_KEY = 'global:units';

/**
 * Seeds tinhthanh, xaphuong and quanhuyen once per database, in one transaction. A second
 * process starting at the same time waits on the seed_runs row and then finds it claimed.
 * Returns false when the units were seeded before.
 */
export async function seedUnits(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO seed_runs (id_app) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id_app',
      [UNITS_SEED_KEY],
    );
    if (claimed.length === 0) return false;
    const units = buildUnitDocuments();
    for (const [collection, documents] of Object.entries(units)) {
      await insertSeedDocuments(tx, GLOBAL_APP, collection, documents);
    }
    return true;
  });
}
