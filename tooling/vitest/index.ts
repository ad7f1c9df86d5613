import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests of a React app of the repository (the shop, apps/web, and the console, apps/admin),
 * `appRoot` being the app's folder (`new URL('.', import.meta.url)` in its vitest.config.ts).
 * Separate from the app's vite.config.ts: no router generator, no Tailwind, no dev proxy in unit tests.
 */
export function reactAppTests(appRoot: URL) {
  return defineConfig({
    plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
    // `@/…` is the app's src/ (tsconfig.json paths), as in its vite.config.ts.
    resolve: { alias: { '@': fileURLToPath(new URL('./src', appRoot)) } },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
    },
  });
}
