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
 * A test file that replaces modules (`vi.mock`, `vi.doMock`, `vi.unmock`) runs on its own fresh
 * modules: Vitest undoes a module's replacement only by a fresh module registry, so in a shared worker
 * the next file would get the mock; so does a file that changes the document itself (below). The
 * others share one worker's modules and its DOM environment, file after file (decision 044,
 * fourteenth addendum), those that replace globals too (`vi.stubGlobal`, `vi.stubEnv`, `vi.spyOn`,
 * fake timers): the shared project undoes them after each test (undo-replacements.ts; decision 044,
 * seventeenth addendum). So a file that replaces one export spies on it instead (`vi.spyOn` on
 * `import * as name from '…'`), which the shared project puts back too (decision 044, nineteenth).
 */
const replacesModules = /\bvi\.(mock|doMock|unmock)\(/;
/**
 * A file that runs a page's script in the DOM (`eval`: the boot script's capturing click listener
 * holds every later press) or changes happy-dom's settings leaves the shared document changed too.
 */
const changesTheDocument = /\beval\(|\bhappyDOM\b/;

function testFilesOf(appRoot: URL) {
  const cwd = fileURLToPath(appRoot);
  const files = globSync('src/**/*.test.{ts,tsx}', { cwd });
  const ownModules = files.filter((file) => {
    const text = readFileSync(new URL(file, appRoot), 'utf8');
    return replacesModules.test(text) || changesTheDocument.test(text);
  });
  return { ownModules, shared: files.filter((file) => !ownModules.includes(file)) };
}

/** Undoes, after each test, the globals a test replaced (the shared project's files). */
const undoReplacements = fileURLToPath(new URL('./undo-replacements.ts', import.meta.url));

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
      // fourteenth addendum); only the files that replace modules or change the document keep their own.
      isolate,
      environment: 'happy-dom',
      include,
      setupFiles: isolate ? ['src/test/setup.ts'] : ['src/test/setup.ts', undoReplacements],
      restoreMocks: true,
      // The test command runs these files beside the server's and the journeys' (load 2 to 50 on two
      // cores): a render that takes 1 s idle may take 5 under load. A test that passes waits no longer.
      testTimeout: 20_000,
    },
  });
  return defineConfig({
    test: {
      projects: [project('own modules', ownModules, true), project('shared', shared, false)],
    },
  });
}
