import { GLOBAL_COLLECTIONS } from '../access.js';
import type { Database } from '../db/database.js';
import { GLOBAL_APP, insertDocument } from '../db/documents.js';
import { companyInfo, seedCollections } from './data/index.js';

/**
 * Seeds the shop once per app: the catalogue, content and reference data of DESIGN.md "Seed data".
 * Runs in one transaction and records itself in seed_runs, so a restart keeps the data as it is.
 * Returns false when the app was seeded before.
 */
export async function seedApp(db: Database, idApp: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO seed_runs (id_app) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id_app',
      [idApp],
    );
    if (claimed.length === 0) return false;
    for (const [collection, documents] of Object.entries(seedCollections)) {
      const scope = { idApp: GLOBAL_COLLECTIONS.has(collection) ? GLOBAL_APP : idApp, collection };
      for (const document of documents) await insertDocument(tx, scope, { ...document }, 'seed');
    }
    await insertDocument(
      tx,
      { idApp: GLOBAL_APP, collection: 'app' },
      { ...companyInfo, _id: idApp },
      'seed',
    );
    return true;
  });
}
