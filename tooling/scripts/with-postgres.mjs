// Runs one command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster,
// then stops the cluster: `node tooling/scripts/with-postgres.mjs <command> [args…]`.
import { spawnSync } from 'node:child_process';
import { startPostgresCluster } from './pg-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tooling/scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const cluster = await startPostgresCluster();
let status = 1;
try {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
