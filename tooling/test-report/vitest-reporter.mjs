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
    for (const testModule of testModules) {
      const where = this.where(testModule.moduleId);
      const moduleErrors = testModule.errors();
      if (moduleErrors.length > 0)
        record({
          runner: 'vitest',
          state: 'failed',
          where,
          name: '(module)',
          message: firstMessage(moduleErrors),
        });
      for (const suite of testModule.children.allSuites()) {
        const suiteErrors = suite.errors();
        if (suiteErrors.length > 0)
          record({
            runner: 'vitest',
            state: 'failed',
            where,
            name: suite.fullName,
            message: firstMessage(suiteErrors),
          });
      }
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed')
          record({
            runner: 'vitest',
            state: 'failed',
            where,
            name: test.fullName,
            message: firstMessage(result.errors),
          });
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
    for (const error of unhandledErrors)
      record({
        runner: 'vitest',
        state: 'failed',
        where: this.root ?? '',
        name: '(unhandled error)',
        message: firstMessage([error]),
      });
  }
}
