import closeWithGrace from 'close-with-grace';
import { readEnv } from './env.js';
import { createShop } from './server.js';

const env = readEnv();
const shop = await createShop(env);
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
await shop.app.listen({ host: env.HOST, port: env.PORT });
