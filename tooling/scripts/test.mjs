// The test command (`npm test`): installs what is missing, then runs every suite and prints a summary.
// Steps: lint, build, typecheck, unit/property/integration tests (PGlite and a real PostgreSQL cluster,
// and a throw-away Redis for the tests of several server processes),
// browser tests in Debian's Chromium, and a check that the libraries install from `pnpm pack`.
import { startPostgresCluster } from './pg-cluster.mjs';
import { startRedisServer } from './redis-server.mjs';
import { ensureChromium, ensureDependencies, ensurePnpm, log, run } from './run.mjs';

const results = [];
const started = Date.now();

async function step(name, work) {
  log(name);
  const begin = Date.now();
  let ok = false;
  try {
    ok = (await work()) === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  results.push({ name, ok, seconds: (Date.now() - begin) / 1000 });
  return ok;
}

const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
const chromium = await ensureChromium();
const cluster = await startPostgresCluster();
let redis;
try {
  redis = await startRedisServer();
} catch (error) {
  cluster.stop();
  throw error;
}
const env = {
  TEST_DATABASE_URL: cluster.url,
  TEST_REDIS_URL: redis.url,
  PLAYWRIGHT_CHROMIUM_PATH: chromium,
  FORCE_COLOR: '1',
};

try {
  await step('lint (biome)', () => run(pnpm, ['exec', 'biome', 'check', '.']));
  await step('import boundaries and cycles (dependency-cruiser)', () => run(pnpm, ['run', 'lint:deps']));
  const built = await step('build', () => run(pnpm, ['exec', 'turbo', 'run', 'build'], { env }));
  await step('typecheck', () => run(pnpm, ['exec', 'turbo', 'run', 'typecheck'], { env }));
  await step('unit, property and server tests (PGlite + PostgreSQL)', () =>
    run(pnpm, ['exec', 'turbo', 'run', 'test', '--concurrency=1'], { env }),
  );
  if (built) {
    await step('browser tests (Playwright, Chromium)', () =>
      run(pnpm, ['--filter', '@shop/web', 'e2e'], { env }),
    );
    await step('owner console journey (Playwright, Chromium)', () =>
      run(pnpm, ['--filter', '@shop/admin', 'e2e'], { env }),
    );
    await step('libraries install from pnpm pack', () =>
      run(process.execPath, ['tooling/scripts/pack-check.mjs'], { env }),
    );
  }
} finally {
  redis.stop();
  cluster.stop();
}

const failed = results.filter((result) => !result.ok);
console.log('\n──────── summary ────────');
for (const result of results) {
  console.log(
    `${result.ok ? '✔' : '✘'} ${result.name.padEnd(58)} ${result.seconds.toFixed(1).padStart(6)} s`,
  );
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
