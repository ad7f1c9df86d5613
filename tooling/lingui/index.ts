import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shop's and the console's catalogs (apps/web, apps/admin: lingui.config.ts re-exports this).
 * `<rootDir>` is the folder of the app's own lingui.config.ts, where Lingui found it.
 */
export default defineConfig({
  locales: ['vi', 'en'],
  sourceLocale: 'vi',
  fallbackLocales: { default: 'vi' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.tsx', '**/*.test.ts', '**/routeTree.gen.ts'],
    },
  ],
  // File references without line numbers: a catalog changes only when a message does, so parallel
  // branches no longer conflict on every moved line.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'es',
});
