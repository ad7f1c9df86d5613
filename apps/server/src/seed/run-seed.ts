import { GLOBAL_COLLECTIONS } from '../access.js';
import { companyContactId } from '../content/company-records.js';
import type { Database } from '../db/database.js';
import { GLOBAL_APP } from '../db/documents.js';
import { businessRegistration, companyContact, companyInfo, seedCollections } from './data/index.js';
import { insertSeedDocuments } from './units/insert-documents.js';
import { seedUnits } from './units/seed-units.js';

/**
 * Seeds the shop once per app: the catalogue, content and reference data of DESIGN.md "Seed data",
 * in one transaction recorded in seed_runs, so a restart keeps the data as it is. The
 * administrative units are global and seeded once per database (seedUnits).
 * Returns false when the app was seeded before.
 */
export async function seedApp(db: Database, idApp: string): Promise<boolean> {
  await seedUnits(db);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO seed_runs (id_app) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id_app',
      [idApp],
    );
    if (claimed.length === 0) return false;
    for (const [collection, documents] of Object.entries(seedCollections)) {
      const scopeApp = GLOBAL_COLLECTIONS.has(collection) ? GLOBAL_APP : idApp;
      await insertSeedDocuments(tx, scopeApp, collection, documents);
    }
    const contactId = companyContactId(idApp);
    await insertSeedDocuments(tx, GLOBAL_APP, 'app', [
      { ...companyInfo, _id: idApp, contact_id: contactId, dang_ky_kinh_doanh: businessRegistration },
      { ...companyContact, _id: contactId, id_app: idApp },
    ]);
    return true;
  });
}
