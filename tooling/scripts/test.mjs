// The test command (`npm test`): installs what is missing, then runs every suite and prints a summary.
// Steps: build, then side by side lint (biome, import rules, cited decisions), typecheck and the scripts' own tests, then unit/property/integration tests (PGlite and a real PostgreSQL cluster,
// and a throw-away Redis for the tests of several server processes),
// browser tests in Debian's Chromium (the shop's beside the console's in shards, beside the start
// command on a clean copy and a check that the libraries install from `pnpm pack`).
// On Node 24: an older Node runs it again on Node 24 (the first import, decision 043).
import './on-node-24.mjs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReport } from '../test-report/report-file.mjs';
import { startPostgresCluster } from './pg-cluster.mjs';
import { startRedisServer } from './redis-server.mjs';
import { PLAYWRIGHT_RETRY_ARGS, VITEST_RETRY_ARGS } from './retries.mjs';
import {
  ensureChromium,
  ensureDependencies,
  ensurePnpm,
  ensureVietnameseFont,
  installSystemPackages,
  missingSystemPackages,
  ROOT,
} from './run.mjs';
import { shardCount, shardSteps } from './shards.mjs';
import { stepsSideBySide } from './side-by-side.mjs';
import { machineTicks, measuredStep, SUMMARY_HEADER, summaryLine, totalLine } from './step-cpu.mjs';
import { unitSteps } from './unit-steps.mjs';

// The Node every step runs on (the first line of the output: decision 043).
console.log(`node ${process.version} (${process.execPath})`);

const results = [];
const started = Date.now();
const machineAtStart = machineTicks();
// Failed and flaky tests of every runner, repeated under the summary (tooling/test-report).
const reportFile = path.join(os.tmpdir(), `shop-test-report-${process.pid}.jsonl`);
rmSync(reportFile, { force: true });
const vitestReporter = path.join(ROOT, 'tooling/test-report/vitest-reporter.mjs');

/**
 * The tests of the start and test commands' own scripts (Node's runner). Named one by one: given a
 * folder, Node 20 would also take this file (test.mjs) for a test.
 */
function toolingTestFiles() {
  return readdirSync(path.join(ROOT, 'tooling'), { recursive: true })
    .filter((file) => file.endsWith('.test.mjs') && !file.includes('node_modules'))
    .map((file) => path.join('tooling', file));
}

const pnpm = await ensurePnpm();
// Debian's packages the tests need (the journeys' Chromium, fonts, PostgreSQL, Redis) in one apt-get
// run, beside pnpm's install and the build, which need none of them (decision 044, thirty-first
// addendum). On a fresh machine here they took 13 s before the build, one apt-get update and install
// after another (apt's log of 1 December: Chromium and fonts 8 s, Redis 3 s, each update 1.6 s).
const systemPackages = installSystemPackages(missingSystemPackages());
try {
  await ensureDependencies(pnpm);
} catch (error) {
  await systemPackages;
  throw error;
}
// The build first (typecheck needs the libraries' declarations), then the checks side by side.
const built = (
  await measuredStep(
    [
      'build',
      pnpm,
      ['exec', 'turbo', 'run', 'build'],
      { env: { FORCE_COLOR: '1', SHOP_TEST_REPORT: reportFile } },
    ],
    results,
  )
).ok;
await systemPackages;
const chromium = await ensureChromium();
await ensureVietnameseFont();
// Settings of a cluster thrown away at the end (no WAL waits or full pages: decision 044, thirtieth addendum).
const cluster = await startPostgresCluster({ throwaway: true });
let redis;
try {
  redis = await startRedisServer();
} catch (error) {
  cluster.stop();
  throw error;
}
const journeyData = mkdtempSync(path.join(os.tmpdir(), 'shop-journey-data-'));
const env = {
  TEST_DATABASE_URL: cluster.url,
  TEST_REDIS_URL: redis.url,
  PLAYWRIGHT_CHROMIUM_PATH: chromium,
  FORCE_COLOR: '1',
  SHOP_TEST_REPORT: reportFile,
};

try {
  await stepsSideBySide(
    [
      ['typecheck', pnpm, ['exec', 'turbo', 'run', 'typecheck'], { env }],
      ['lint (biome)', pnpm, ['exec', 'biome', 'check', '.']],
      ['import boundaries and cycles (dependency-cruiser)', pnpm, ['run', 'lint:deps']],
      ['cited decisions exist (docs/decisions)', pnpm, ['run', 'lint:refs']],
      // A file per core (Node's default is one fewer: one at a time on two), beside the typecheck.
      [
        'tooling tests (node --test)',
        process.execPath,
        ['--test', `--test-concurrency=${os.availableParallelism()}`, ...toolingTestFiles()],
        { env },
      ],
    ],
    results,
  );
  // Unit, property and server tests. Every package runs even when one fails; a test that fails once
  // is tried once more, as the browser journeys are, and one that then passes is listed as flaky
  // under the summary. The server's files alone first, then its files of several processes beside
  // the other packages' tests (unit-steps.mjs).
  const vitestArgs = [...VITEST_RETRY_ARGS, '--reporter=default', `--reporter=${vitestReporter}`];
  // The journeys' servers, and the server's spawned test-mode servers whose subject is not the first
  // start (apps/server/src/ops/spawned-server.test-kit.ts), start on copies of one migrated and seeded
  // data folder, made once before them (journey-data.mjs, decision 044 tenth and thirteenth addenda);
  // when it fails, each server makes its own, as without the test command.
  const journeyDataStep = [
    "the journeys' seeded data (the server's first start)",
    process.execPath,
    ['tooling/scripts/journey-data.mjs', journeyData],
    { env },
  ];
  if (built) await measuredStep(journeyDataStep, results);
  const seeded = results.some((result) => result.name === journeyDataStep[0] && result.ok);
  const seededEnv = seeded ? { ...env, E2E_SEEDED_DATA_DIR: journeyData } : env;
  const units = unitSteps(pnpm, vitestArgs, { env: seededEnv });
  await measuredStep(units.alone, results);
  await stepsSideBySide(units.sideBySide, results);
  if (built) {
    const journeys = (pkg, ...more) => [
      pnpm,
      ['--filter', pkg, 'exec', 'playwright', 'test', ...more, ...PLAYWRIGHT_RETRY_ARGS],
      { env: seededEnv },
    ];
    // The shop's journeys (a worker per core) beside the console's: each phase alone left a third of
    // the machine idle (waits on servers and clocks), together 203 s against 252 on a quiet machine
    // (decision 044, thirty-first addendum). The console's journeys change its shared settings: one
    // worker per server. They run in shards side by side, one per core, each a runner with its own
    // server, port and database (decision 044); beside them, the start command's install and build
    // and the pack check, at a lower priority (nice 10), so that the journeys keep the cores when
    // both want more.
    const [, startArgs, startOptions] = journeys('@shop/admin', '-c', 'playwright.start-command.config.ts');
    await stepsSideBySide(
      [
        ['browser tests (Playwright, Chromium)', ...journeys('@shop/web')],
        ...shardSteps(['owner console journeys (Playwright, Chromium)', ...journeys('@shop/admin')], {
          count: shardCount(),
          basePort: 4320,
        }),
        [
          // The README's start command on a clean copy of the repository: it installs and builds again.
          [
            "npm start on a clean copy, the owner's first visit (Playwright)",
            'nice',
            ['-n', '10', pnpm, ...startArgs],
            startOptions,
          ],
          [
            'libraries install from pnpm pack',
            'nice',
            ['-n', '10', process.execPath, 'tooling/scripts/pack-check.mjs'],
            { env },
          ],
        ],
      ],
      results,
    );
  }
} finally {
  redis.stop();
  cluster.stop();
  rmSync(journeyData, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
const reported = readReport(reportFile);
rmSync(reportFile, { force: true });
for (const state of ['failed', 'flaky']) {
  const entries = reported.filter((entry) => entry.state === state);
  if (entries.length === 0) continue;
  console.log(`\n──────── ${state} tests (${entries.length}) ────────`);
  for (const entry of entries) {
    console.log(`${state === 'failed' ? '✘' : '~'} [${entry.runner}] ${entry.where} › ${entry.name}`);
    if (entry.message) console.log(`    ${entry.message}`);
  }
}
// Each step's wall time, its processes' CPU seconds and the machine's busy share over it (step-cpu.mjs).
console.log('\n──────── summary ────────');
console.log(SUMMARY_HEADER);
for (const result of results) console.log(summaryLine(result));
console.log(
  totalLine({
    wallSeconds: (Date.now() - started) / 1000,
    results,
    before: machineAtStart,
    after: machineTicks(),
  }),
);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
