// Runs one command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster and
// TEST_REDIS_URL at a throw-away Redis, then stops both:
// `node tooling/scripts/with-postgres.mjs <command> [args…]`.
import { spawnSync } from 'node:child_process';
import { startPostgresCluster } from './pg-cluster.mjs';
import { startRedisServer } from './redis-server.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tooling/scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const cluster = await startPostgresCluster();
let redis;
let status = 1;
try {
  redis = await startRedisServer();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url, TEST_REDIS_URL: redis.url },
  });
  status = result.status ?? 1;
} finally {
  redis?.stop();
  cluster.stop();
}
process.exit(status);
