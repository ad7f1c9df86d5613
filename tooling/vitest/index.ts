import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * React with Lingui's macros, and Lingui's catalog loader: the plugins both React apps (the shop and
 * the console) build with (their vite.config.ts) and test with (reactAppTests below).
 */
export const reactWithLingui = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
];

/** `@/…` is the app's src/ (tsconfig.json paths); `appRoot` is the app's folder. */
export const srcAlias = (appRoot: URL) => ({ '@': fileURLToPath(new URL('./src', appRoot)) });

/**
 * The unit tests of a React app of the repository (the shop, apps/web, and the console, apps/admin),
 * `appRoot` being the app's folder (`new URL('.', import.meta.url)` in its vitest.config.ts).
 * Separate from the app's vite.config.ts: no router generator, no Tailwind, no dev proxy in unit tests.
 */
/**
 * A test file that replaces modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`,
 * `vi.spyOn`, fake timers) runs on its own fresh modules; the others share one worker's modules and
 * its DOM environment, file after file (decision 044, fourteenth addendum).
 */
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(/;

function testFilesOf(appRoot: URL) {
  const cwd = fileURLToPath(appRoot);
  const files = globSync('src/**/*.test.{ts,tsx}', { cwd });
  const ownModules = files.filter((file) =>
    replacesModulesOrGlobals.test(readFileSync(new URL(file, appRoot), 'utf8')),
  );
  return { ownModules, shared: files.filter((file) => !ownModules.includes(file)) };
}

/**
 * The unit tests of a React app of the repository (the shop, apps/web, and the console, apps/admin),
 * `appRoot` being the app's folder (`new URL('.', import.meta.url)` in its vitest.config.ts).
 * Separate from the app's vite.config.ts: no router generator, no Tailwind, no dev proxy in unit tests.
 */
export function reactAppTests(appRoot: URL) {
  const { ownModules, shared } = testFilesOf(appRoot);
  const project = (name: string, include: string[], isolate: boolean) => ({
    plugins: reactWithLingui(),
    resolve: { alias: srcAlias(appRoot) },
    test: {
      name,
      // Worker threads, not child processes: still one file at a time on two cores (Vitest's
      // default, the cores less one), for less CPU (the shop's 90 files side by side under load
      // 14–20: 225.2 CPU-s in processes, 161.7 in threads; decision 044, tenth addendum).
      pool: 'threads' as const,
      // A fresh worker per file costs its set-up (happy-dom, React, the providers, the catalogs):
      // the shop's 91 files 115 CPU-s each in its own worker, 32 when they share (decision 044,
      // fourteenth addendum); only the files that replace modules or globals keep their own.
      isolate,
      environment: 'happy-dom',
      include,
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
    },
  });
  return defineConfig({
    test: {
      projects: [project('own modules', ownModules, true), project('shared', shared, false)],
    },
  });
}
