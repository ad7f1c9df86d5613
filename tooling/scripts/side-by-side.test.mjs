import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { stepsSideBySide } from './side-by-side.mjs';

/** A step of plain Node running `code` (with `fs` and `dir` in scope). */
const step = (name, dir, code) => [
  name,
  process.execPath,
  ['-e', `const fs = require('node:fs'); const dir = ${JSON.stringify(dir)}; ${code}`],
];

/** Waits (up to 20 s) for a file a step beside it writes; exits 1 when it never comes. */
const waitFor = (file) =>
  `const until = Date.now() + 20000; const poll = () => fs.existsSync(dir + '/${file}') ? done() : Date.now() > until ? process.exit(1) : setTimeout(poll, 20);`;

describe('steps side by side (tooling/scripts/side-by-side.mjs)', () => {
  it('runs lanes beside each other and the steps of a lane one after the other, each output whole', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-side-by-side-'));
    try {
      const results = [];
      const written = [];
      await stepsSideBySide(
        [
          // Ends only once the other lane's first step has started: the lanes run at once.
          step(
            'alone',
            dir,
            `${waitFor('first-started')} const done = () => { process.stdout.write('A:a '); process.stderr.write('A:b '); fs.writeFileSync(dir + '/alone-done', ''); }; poll();`,
          ),
          [
            step(
              'first',
              dir,
              `fs.writeFileSync(dir + '/first-started', ''); ${waitFor('alone-done')} const done = () => { process.stdout.write('F:a '); process.stderr.write('F:b '); fs.writeFileSync(dir + '/first-done', ''); }; poll();`,
            ),
            // Starts after the lane's first step ended; its exit code is kept.
            step(
              'then',
              dir,
              `process.stdout.write('T:a '); process.stderr.write('T:b '); process.exit(fs.existsSync(dir + '/first-done') ? 3 : 0);`,
            ),
          ],
        ],
        results,
        (output) => written.push(output.toString()),
      );
      assert.deepEqual(
        results.map(({ name, ok }) => [name, ok]),
        [
          ['alone', true],
          ['first', true],
          ['then', false],
        ],
      );
      // Each step is measured: its processes' CPU seconds and the machine's busy share over it.
      for (const result of results) {
        assert.equal(typeof result.cpuSeconds, 'number', result.name);
        assert.ok(result.busy >= 0 && result.busy <= 1, result.name);
      }
      // Each step's output is written once, whole (stdout then stderr), in the order the steps end.
      assert.deepEqual(written, ['A:a A:b ', 'F:a F:b ', 'T:a T:b ']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
