import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PLAYWRIGHT_RETRY_ARGS } from './retries.mjs';
import { ROOT } from './run.mjs';

// A journey that fails on its first try and passes on the second, run by each app's own Playwright
// config (its browser and server left out) with the arguments the test command gives, and without
// CI, as on a developer's machine: it must pass, as flaky (README: "tried once more").
describe('the test command retries a failing journey once, without CI', () => {
  for (const app of ['web', 'admin']) {
    it(`in apps/${app}`, () => {
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
        const result = spawnSync(
          path.join(appDir, 'node_modules/.bin/playwright'),
          ['test', '-c', path.join(dir, 'playwright.config.ts'), ...PLAYWRIGHT_RETRY_ARGS],
          { cwd: dir, env, encoding: 'utf8' },
        );
        assert.equal(result.status, 0, result.stdout + result.stderr);
        assert.match(result.stdout, /1 flaky/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
