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
 * Seconds each console journey file took, its journeys at every width added up, on a machine whose
 * cores were all busy, as the CI machine's are (medians of the full runs of decision 044's
 * twenty-eighth addendum, load 8-25 on 2 cores). Not a quiet run's: there a journey's real-time
 * waits (a sale's window, a schedule's time) weigh as much as its work, while on a busy machine the
 * work takes about twice as long and the waits do not, so shards even by quiet times ended 52-84 s
 * apart. Playwright's own `--shard` splits by the number of journeys, and the console's differ by up
 * to ten times. A file not listed counts as the mean of those listed.
 */
export const JOURNEY_SECONDS = {
  'e2e/bank-transfers.spec.ts': 6.9,
  'e2e/categories.spec.ts': 14.4,
  'e2e/console.spec.ts': 36.5,
  'e2e/content.spec.ts': 13.4,
  'e2e/csp.spec.ts': 4.3,
  'e2e/einvoices.spec.ts': 1.2,
  'e2e/footer.spec.ts': 8.8,
  'e2e/payments.spec.ts': 12.0,
  'e2e/people.spec.ts': 33.7,
  'e2e/privacy.spec.ts': 4.0,
  'e2e/products.spec.ts': 13.6,
  'e2e/promotions.spec.ts': 37.4,
  'e2e/returns.spec.ts': 48.1,
  'e2e/reviews.spec.ts': 6.7,
  'e2e/rights.spec.ts': 12.6,
  'e2e/schedules-processes.spec.ts': 12.3,
  // Its journeys apart again after those runs (thirty-first addendum): the quiet run's 32 s × 1.15.
  'e2e/schedules.spec.ts': 36.0,
  'e2e/settings.spec.ts': 19.4,
  'e2e/stock.spec.ts': 13.0,
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
