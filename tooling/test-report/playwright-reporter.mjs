// Playwright reporter: records journeys that failed on every try, and those that passed only on a
// retry (see report-file.mjs).
import path from 'node:path';
import { record } from './report-file.mjs';

export default class ShopPlaywrightReporter {
  onBegin(config, suite) {
    this.rootDir = config.rootDir;
    this.suite = suite;
  }

  onEnd() {
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome !== 'unexpected' && outcome !== 'flaky') continue;
      const failedTry = test.results.find(
        (result) => result.status !== 'passed' && result.status !== 'skipped',
      );
      const error = failedTry?.errors?.[0];
      record({
        runner: 'playwright',
        state: outcome === 'flaky' ? 'flaky' : 'failed',
        where: `${path.relative(path.resolve(this.rootDir, '../../..'), test.location.file)}:${test.location.line}`,
        name: test.titlePath().filter(Boolean).join(' › '),
        message: error?.message,
      });
    }
  }

  printsToStdio() {
    return false;
  }
}
