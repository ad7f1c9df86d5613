// A migrated and seeded data folder for the journeys' servers (decision 044, tenth addendum): made
// once a run with the server's own start (`createShop`, as `apps/server/dist/main.js` runs it, without
// listening), then copied by each Playwright runner into the fresh folder of its server
// (`E2E_SEEDED_DATA_DIR`, tooling/e2e/src/playwright.ts), instead of each one creating PGlite's data
// directory, migrating and seeding again. The first start on an empty folder stays guarded by the
// start command's journey (apps/admin/e2e/start-command.spec.ts) and the server's own tests.
// Usage: node tooling/scripts/journey-data.mjs <empty folder>
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './run.mjs';

/** The environment of the journeys' servers that decides what their data holds (tooling/e2e shopServer). */
export const JOURNEY_SERVER_ENV = { NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'warn' };

/** Creates, migrates and seeds the shop's PGlite data in `dataDir`, then closes it. */
export async function makeJourneyData(dataDir) {
  Object.assign(process.env, JOURNEY_SERVER_ENV, { DATA_DIR: dataDir });
  const dist = (file) => pathToFileURL(path.join(ROOT, 'apps/server/dist', file)).href;
  const { readEnv } = await import(dist('env.js'));
  const { createShop } = await import(dist('server.js'));
  const shop = await createShop(readEnv(), { serveWeb: false });
  await shop.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node tooling/scripts/journey-data.mjs <empty folder>');
    process.exit(2);
  }
  await makeJourneyData(path.resolve(dataDir));
}
