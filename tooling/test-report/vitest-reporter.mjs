// Vitest reporter: records failed tests, failing suites and modules, unhandled errors, and tests
// that passed only on a retry (see report-file.mjs).
import path from 'node:path';
import { record } from './report-file.mjs';

function firstMessage(errors) {
  const error = errors?.[0];
  if (!error) return undefined;
  return [error.name, error.message].filter(Boolean).join(': ');
}

export default class ShopVitestReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  where(moduleId) {
    return this.root ? path.relative(path.resolve(this.root, '../..'), moduleId) : moduleId;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const failed = (where, name, errors) =>
      errors.length > 0 &&
      record({ runner: 'vitest', state: 'failed', where, name, message: firstMessage(errors) });
    for (const testModule of testModules) {
      const where = this.where(testModule.moduleId);
      failed(where, '(module)', testModule.errors());
      for (const suite of testModule.children.allSuites()) failed(where, suite.fullName, suite.errors());
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed') failed(where, test.fullName, result.errors);
        else if (test.diagnostic()?.flaky)
          record({
            runner: 'vitest',
            state: 'flaky',
            where,
            name: test.fullName,
            message: `passed on retry ${test.diagnostic().retryCount}`,
          });
      }
    }
    failed(this.root ?? '', '(unhandled error)', unhandledErrors);
  }
}
