import { afterEach, vi } from 'vitest';

/**
 * The shared project's files run one after another on one worker's modules and DOM (reactAppTests):
 * what a test replaced of the worker's globals is undone once it ends, before the next file's modules
 * (their top-level code runs before any `beforeEach`, so Vitest's before-each `unstubGlobals` and
 * `unstubEnvs` would come too late) or tests can see it: the real timers, stubbed globals and
 * environment variables, spies.
 */
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
