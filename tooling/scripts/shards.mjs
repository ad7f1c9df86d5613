// The console's journeys split into shards that run side by side, each its own Playwright runner with
// its own server, port and database (decision 044, fourth addendum), each given journey files whose
// measured times add up to about the same (twenty-fifth addendum).
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT } from './run.mjs';

/**
 * How many shards: one per core, at most the number of journeys' files worth splitting. The
 * console's journeys change the console's shared settings, so they cannot share one server between
 * workers; a runner per shard starts its own (the config's `webServer`, on `E2E_PORT`, with a fresh
 * data folder of its own).
 */
export function shardCount(cores = availableParallelism()) {
  return Math.max(1, Math.min(cores, 4));
}

/**
 * Seconds each console journey file took, its journeys at every width added up (a preview's log,
 * decision 044, twenty-fifth addendum). Playwright's own `--shard` splits by the number of journeys,
 * and the console's differ by up to ten times: the two shards of the test command differed by 25 s.
 * A file not listed counts as the mean of those listed.
 */
export const JOURNEY_SECONDS = {
  'e2e/bank-transfers.spec.ts': 11.6,
  'e2e/categories.spec.ts': 31.5,
  'e2e/console.spec.ts': 62.3,
  'e2e/content.spec.ts': 22.0,
  'e2e/csp.spec.ts': 6.4,
  'e2e/einvoices.spec.ts': 2.5,
  'e2e/footer.spec.ts': 19.6,
  'e2e/payments.spec.ts': 18.5,
  'e2e/people.spec.ts': 53.8,
  'e2e/privacy.spec.ts': 8.7,
  'e2e/products.spec.ts': 30.2,
  'e2e/promotions.spec.ts': 58.4,
  'e2e/returns.spec.ts': 54.4,
  'e2e/reviews.spec.ts': 15.4,
  'e2e/rights.spec.ts': 27.9,
  'e2e/schedules-processes.spec.ts': 15.0,
  'e2e/schedules.spec.ts': 49.8,
  'e2e/settings.spec.ts': 32.7,
  'e2e/stock.spec.ts': 24.6,
};

/**
 * The console's journey files (`e2e/<name>.spec.ts`, as Playwright's file filter takes them), read
 * from the folder at each run so that a new file is never left out; the start command's journey has
 * a config of its own.
 */
export function consoleJourneyFiles(dir = path.join(ROOT, 'apps/admin/e2e')) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts') && name !== 'start-command.spec.ts')
    .sort()
    .map((name) => `e2e/${name}`);
}

/**
 * `files` in `count` sets whose `seconds` add up to about the same: the longest first, each to the
 * set with the fewest seconds so far. Each set in the folder's order.
 */
export function balanceFiles(files, seconds, count) {
  const listed = files.map((file) => seconds[file]).filter((value) => value !== undefined);
  const mean = listed.length ? listed.reduce((sum, value) => sum + value, 0) / listed.length : 1;
  const weight = (file) => seconds[file] ?? mean;
  const sets = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = sets.reduce((min, set) => (set.seconds < min.seconds ? set : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return sets.map((set) => set.files.sort());
}

/**
 * The steps of `count` shards of one Playwright run, for `stepsSideBySide`: shard i of n on port
 * `basePort + i - 1`, with its part of the journey files `files` (balanced by `seconds`), its results
 * and report in folders of its own (two runners clean and write their output folders at once
 * otherwise). `step` is `[name, command, args, options]`; its args end with Playwright's own
 * arguments, to which the shard's are added: its files (a journey's every width in one shard).
 */
export function shardSteps(
  [name, command, args, options = {}],
  { count, basePort, files = consoleJourneyFiles(), seconds = JOURNEY_SECONDS },
) {
  if (count <= 1) return [[name, command, args, options]];
  return balanceFiles(files, seconds, count).map((shardFiles, index) => {
    const shard = index + 1;
    return [
      `${name} ${shard}/${count}`,
      command,
      [...args, `--output=test-results/shard-${shard}`, ...shardFiles],
      {
        ...options,
        env: {
          ...options.env,
          E2E_PORT: String(basePort + index),
          PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/shard-${shard}`,
        },
      },
    ];
  });
}
