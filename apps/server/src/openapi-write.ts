import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readEnv } from './env.js';
import { createShop } from './server.js';

/**
 * Writes the HTTP reference, docs/openapi.json, from the routes' valibot schemas (decision 070):
 * the server's build runs it (`node dist/openapi-write.js`). It builds the app as development mode
 * does, on a PGlite in memory, asks @fastify/swagger for the document and stops; nothing listens.
 */
const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

const env = readEnv({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  PORT: '0',
  PAYMENT_HOLD_EVERY_MINUTES: '0',
  CARRIER_POLL_SWEEP_MINUTES: '0',
});
const shop = await createShop(env, { serveWeb: false });
try {
  await shop.app.ready();
  const document = shop.app.swagger();
  await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
  const operations = Object.values(document.paths ?? {}).flatMap((methods) => Object.keys(methods ?? {}));
  process.stdout.write(`docs/openapi.json: ${operations.length} operations\n`);
} finally {
  await shop.close();
}
