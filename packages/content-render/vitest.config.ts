import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The browser's DOMParser, as in the shop after hydration and in the console's preview.
    environment: 'happy-dom',
  },
});
