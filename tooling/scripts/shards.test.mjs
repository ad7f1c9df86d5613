import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { balanceFiles, consoleJourneyFiles, JOURNEY_SECONDS, shardCount, shardSteps } from './shards.mjs';

const STEP = [
  'console journeys',
  'pnpm',
  ['exec', 'playwright', 'test', '--retries=1'],
  { env: { CI: '1' } },
];

describe('journeys in shards side by side (tooling/scripts/shards.mjs)', () => {
  it('gives each shard its own port, output and report folders, and its part of the journeys', () => {
    const steps = shardSteps(STEP, {
      count: 2,
      basePort: 4320,
      files: ['e2e/a.spec.ts', 'e2e/b.spec.ts', 'e2e/c.spec.ts'],
      seconds: { 'e2e/a.spec.ts': 50, 'e2e/b.spec.ts': 30, 'e2e/c.spec.ts': 30 },
    });
    assert.deepEqual(
      steps.map(([name]) => name),
      ['console journeys 1/2', 'console journeys 2/2'],
    );
    assert.deepEqual(steps[1][2], [
      'exec',
      'playwright',
      'test',
      '--retries=1',
      '--output=test-results/shard-2',
      'e2e/b.spec.ts',
      'e2e/c.spec.ts',
    ]);
    assert.deepEqual(steps[0][2].slice(4), ['--output=test-results/shard-1', 'e2e/a.spec.ts']);
    assert.deepEqual(
      steps.map(([, , , options]) => options.env),
      [
        { CI: '1', E2E_PORT: '4320', PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report/shard-1' },
        { CI: '1', E2E_PORT: '4321', PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report/shard-2' },
      ],
    );
    // The step given is left as it was.
    assert.deepEqual(STEP[3].env, { CI: '1' });
  });

  it('splits the files by their measured seconds, not their number: each file in one shard', () => {
    const files = [
      'e2e/long.spec.ts',
      'e2e/s1.spec.ts',
      'e2e/s2.spec.ts',
      'e2e/s3.spec.ts',
      'e2e/new.spec.ts',
    ];
    const seconds = {
      'e2e/long.spec.ts': 60,
      'e2e/s1.spec.ts': 20,
      'e2e/s2.spec.ts': 20,
      'e2e/s3.spec.ts': 20,
    };
    // The new file counts as the mean of the others (30 s): 60 + 20 against 30 + 20 + 20.
    assert.deepEqual(balanceFiles(files, seconds, 2), [
      ['e2e/long.spec.ts', 'e2e/s3.spec.ts'],
      ['e2e/new.spec.ts', 'e2e/s1.spec.ts', 'e2e/s2.spec.ts'],
    ]);
    const sets = balanceFiles(files, seconds, 3);
    assert.deepEqual(sets.flat().sort(), [...files].sort());
  });

  it("takes every console journey file from its folder but the start command's, each with a time", () => {
    const files = consoleJourneyFiles();
    assert.ok(files.includes('e2e/console.spec.ts'));
    assert.ok(files.includes('e2e/schedules-processes.spec.ts'));
    assert.ok(!files.includes('e2e/start-command.spec.ts'));
    // A file without a measured time still runs (at the mean); listing it keeps the shards even.
    assert.deepEqual(
      files.filter((file) => !(file in JOURNEY_SECONDS)),
      [],
      'console journey files without a time in shards.mjs',
    );
    const shards = shardSteps(STEP, { count: 2, basePort: 4320 });
    assert.deepEqual(
      shards.flatMap(([, , args]) => args.filter((arg) => arg.startsWith('e2e/'))).sort(),
      files,
    );
  });

  it('keeps one step unchanged on one core, and uses one shard per core up to four', () => {
    assert.deepEqual(shardSteps(STEP, { count: 1, basePort: 4320 }), [STEP]);
    assert.deepEqual([1, 2, 3, 8].map(shardCount), [1, 2, 3, 4]);
  });
});
