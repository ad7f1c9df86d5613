import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
