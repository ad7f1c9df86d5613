import { afterEach, vi } from 'vitest';

/**
 * The shared project's files run one after another on one worker's modules and DOM (reactAppTests):
 * what a test replaced of the worker's globals is undone once it ends, before the next file's modules
 * or tests can see it. Spies are restored (`restoreMocks`), stubbed globals and environment variables
 * put back (`unstubGlobals`, `unstubEnvs`, before each test) and, here, after each test too, with the
 * real timers.
 */
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
