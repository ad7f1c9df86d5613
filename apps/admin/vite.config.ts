import { reactWithLingui, srcAlias } from '@shop/vitest-config';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server (apps/server) serves the console under /admin and the API beside it; in development
// Vite serves the console and forwards the API and /config.json to a server on its default port.
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    ...reactWithLingui(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: srcAlias(new URL('.', import.meta.url)) },
  server: { proxy: { '/api': API_TARGET, '/auth': API_TARGET, '/config.json': API_TARGET } },
  build: { sourcemap: true },
});
