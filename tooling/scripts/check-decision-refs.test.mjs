import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findStaleDecisionRefs } from './check-decision-refs.mjs';
import { ROOT } from './run.mjs';

const script = fileURLToPath(new URL('./check-decision-refs.mjs', import.meta.url));
// The missing records, spelled so that this file itself cites none (the lint reads it too).
const MISSING_FILE = ['017', 'metrics.md'].join('-');
const MISSING = ['021', '099'];

describe('check-decision-refs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-decision-refs-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'docs/decisions'), { recursive: true });
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'docs/decisions/020-faults-metrics-signals.md'), '# 020. Faults\n');
  writeFileSync(
    path.join(root, 'docs/decisions/022-server-rendering.md'),
    '# 022. SSR\nAfter decision 020.\n',
  );
  writeFileSync(
    path.join(root, 'src/a.ts'),
    [
      '// Rendered on the server (decision 022), metrics in docs/decisions/020-faults-metrics-signals.md.',
      '// Decisions 020 and 022; decision 020, 022.',
      `// Metrics (docs/decisions/${MISSING_FILE}).`,
      `// See decisions 020, ${MISSING[0]} and ${MISSING[1]}.`,
      'const port = 3000; // not a decision: 017 alone',
    ].join('\n'),
  );
  spawnSync('git', ['init', '-q'], { cwd: root });

  it('lists each missing number and file name with its file and line', () => {
    assert.deepEqual(findStaleDecisionRefs(root), [
      { file: 'src/a.ts', line: 3, cited: MISSING_FILE },
      { file: 'src/a.ts', line: 4, cited: `decision ${MISSING[0]}` },
      { file: 'src/a.ts', line: 4, cited: `decision ${MISSING[1]}` },
    ]);
  });

  it('fails the lint naming file:line, and passes once the citations are right', () => {
    const failing = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(failing.status, 1);
    assert.ok(
      failing.stderr.includes(`src/a.ts:3: cites ${MISSING_FILE}, which has no record`),
      failing.stderr,
    );
    assert.ok(failing.stderr.includes(`src/a.ts:4: cites decision ${MISSING[1]},`), failing.stderr);
    writeFileSync(path.join(root, 'src/a.ts'), '// decision 020 (docs/decisions/022-server-rendering.md)\n');
    const passing = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(passing.status, 0, passing.stderr);
  });

  it('finds no missing record cited in this repository', () => {
    assert.deepEqual(findStaleDecisionRefs(ROOT), []);
  });
});
