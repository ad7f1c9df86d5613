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
export function reactAppTests(appRoot: URL) {
  return defineConfig({
    plugins: reactWithLingui(),
    resolve: { alias: srcAlias(appRoot) },
    test: {
      // Worker threads, not child processes: still one file at a time on two cores (Vitest's
      // default, the cores less one) and each file in a fresh worker, for less CPU (the shop's 90
      // files side by side under load 14–20: 225.2 CPU-s in processes, 161.7 in threads; decision
      // 044, tenth addendum).
      pool: 'threads',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
    },
  });
}
