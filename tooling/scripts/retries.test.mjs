import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PLAYWRIGHT_RETRY_ARGS } from './retries.mjs';
import { ROOT } from './run.mjs';

// A journey that fails on its first try and passes on the second, run by each app's own Playwright
// config (its browser and server left out) with the arguments the test command gives, and without
// CI, as on a developer's machine: it must pass, as flaky (README: "tried once more"). The two apps'
// runs side by side: each is mostly Playwright's runner and workers starting, then waiting on them.
describe('the test command retries a failing journey once, without CI', { concurrency: true }, () => {
  for (const app of ['web', 'admin']) {
    it(`in apps/${app}`, async () => {
      const appDir = path.join(ROOT, 'apps', app);
      const dir = mkdtempSync(path.join(os.tmpdir(), `shop-retries-${app}-`));
      try {
        symlinkSync(path.join(appDir, 'node_modules'), path.join(dir, 'node_modules'));
        writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
        writeFileSync(
          path.join(dir, 'playwright.config.ts'),
          [
            `import config from ${JSON.stringify(path.join(appDir, 'playwright.config.ts'))};`,
            `export default { ...config, testDir: ${JSON.stringify(dir)}, webServer: undefined, reporter: 'line',`,
            '  projects: [{ name: "once-more" }] };',
          ].join('\n'),
        );
        writeFileSync(
          path.join(dir, 'flaky.spec.ts'),
          [
            "import { expect, test } from '@playwright/test';",
            "test('fails on its first try', ({}, testInfo) => expect(testInfo.retry).toBe(1));",
          ].join('\n'),
        );
        const { CI: _ci, SHOP_TEST_REPORT: _report, ...env } = process.env;
        const result = await run(
          path.join(appDir, 'node_modules/.bin/playwright'),
          ['test', '-c', path.join(dir, 'playwright.config.ts'), ...PLAYWRIGHT_RETRY_ARGS],
          { cwd: dir, env },
        );
        assert.equal(result.status, 0, result.stdout + result.stderr);
        assert.match(result.stdout, /1 flaky/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

/** `command`'s exit status and its whole output, without holding the test runner's thread. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
