import { readEnv } from './env.js';
import { createShop } from './server.js';

const env = readEnv();
const shop = await createShop(env);
const shutdown = async (signal: string) => {
  shop.app.log.info({ signal }, 'shutting down');
  await shop.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
await shop.app.listen({ host: env.HOST, port: env.PORT });
