import closeWithGrace from 'close-with-grace';
import { readEnv, StartupError, shopAddress } from './env.js';
import { HIGHLIGHT } from './log-format.js';
import { createShop } from './server.js';

/** A start-up refusal (bad variable, missing build or certificate): its message alone, exit 1. */
function stopOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`The shop cannot start. ${error.message}\n`);
  process.exit(1);
}

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    return stopOnStartupError(error);
  }
})();
const shop = await createShop(env).catch(stopOnStartupError);
// SIGTERM (a deploy, the orchestrator) or SIGINT (Ctrl-C): stop accepting connections, let the
// requests in flight finish (an order being placed commits or rolls back, never half-way), close
// the database, exit 0. Past the grace period, or on a second signal, exit 1 at once. A crash
// (uncaught error) also closes what it can, then exits 1.
closeWithGrace(
  { delay: env.SHUTDOWN_GRACE_SECONDS * 1000, logger: { error: (message) => shop.app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) shop.app.log.error({ err }, 'fatal error, closing');
    else shop.app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await shop.close();
    shop.app.log.info('stopped');
  },
);
// A process warning (a deprecation, or the PostgreSQL driver's failed first query on a connection:
// patches/postgres@3.4.9.patch) goes to the shop's log too, with its code, beside Node's own line.
process.on('warning', (warning) =>
  shop.app.log.warn({ err: warning }, `process warning: ${warning.message}`),
);
await shop.app.listen({ host: env.HOST, port: env.PORT });
// What to open, set apart from the rest of the start log (the port is the one listened on: PORT=0 picks one).
const address = shop.app.server.address();
const origin = shopAddress(env, typeof address === 'object' && address ? address.port : env.PORT);
shop.app.log.info(HIGHLIGHT, `open ${origin} (shop) and ${origin}/admin (console)`);
