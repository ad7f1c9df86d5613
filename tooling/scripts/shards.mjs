// The console's journeys split into shards that run side by side, each its own Playwright runner with
// its own server, port and database (decision 044, fourth addendum).
import { availableParallelism } from 'node:os';

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
 * The steps of `count` shards of one Playwright run, for `stepsSideBySide`: shard i of n on port
 * `basePort + i - 1`, its results and report in folders of its own (two runners clean and write
 * their output folders at once otherwise). `step` is `[name, command, args, options]`; its args end
 * with Playwright's own arguments, to which the shard's are added.
 */
export function shardSteps([name, command, args, options = {}], { count, basePort }) {
  if (count <= 1) return [[name, command, args, options]];
  return Array.from({ length: count }, (_, index) => {
    const shard = index + 1;
    return [
      `${name} ${shard}/${count}`,
      command,
      [...args, `--shard=${shard}/${count}`, `--output=test-results/shard-${shard}`],
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
