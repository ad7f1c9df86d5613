import { defineConfig } from '@lingui/conf';

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
  format: 'po',
  compileNamespace: 'es',
});
