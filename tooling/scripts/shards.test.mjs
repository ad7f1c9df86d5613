import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shardCount, shardSteps } from './shards.mjs';

const STEP = [
  'console journeys',
  'pnpm',
  ['exec', 'playwright', 'test', '--retries=1'],
  { env: { CI: '1' } },
];

describe('journeys in shards side by side (tooling/scripts/shards.mjs)', () => {
  it('gives each shard its own port, output and report folders, and its part of the journeys', () => {
    const steps = shardSteps(STEP, { count: 2, basePort: 4320 });
    assert.deepEqual(
      steps.map(([name]) => name),
      ['console journeys 1/2', 'console journeys 2/2'],
    );
    assert.deepEqual(steps[1][2], [
      'exec',
      'playwright',
      'test',
      '--retries=1',
      '--shard=2/2',
      '--output=test-results/shard-2',
    ]);
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

  it('keeps one step unchanged on one core, and uses one shard per core up to four', () => {
    assert.deepEqual(shardSteps(STEP, { count: 1, basePort: 4320 }), [STEP]);
    assert.deepEqual([1, 2, 3, 8].map(shardCount), [1, 2, 3, 4]);
  });
});
