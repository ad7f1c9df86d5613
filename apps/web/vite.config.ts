import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { reactWithLingui, srcAlias } from '@shop/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { splitViCatalog } from './src/build/split-vi-catalog.ts';
import { serverRenderInDevelopment } from './src/ssr/dev-server-render.ts';

// The API server (apps/server) serves the API, /config.json and /images; in development it runs on
// its default port and Vite forwards those paths to it.
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/ssr/entry-server.tsx', import.meta.url)),
    output: { entryFileNames: '[name].js' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server's renderer carries its libraries with it, React in its production build whatever
  // the server's NODE_ENV (React picks its development build when that is not 'production').
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  plugins: [
    // The router plugin must come before react(): it rewrites route files for code splitting.
    // Skeletons (pendingComponent) split too: left in the first script, each pulled its whole page
    // module in with it. Loaders stay in: they start a route's data before its chunk arrives.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    ...reactWithLingui(),
    // The browser's Vietnamese messages travel with the modules that show them (issue 28).
    splitViCatalog(
      fileURLToPath(new URL('./src/locales/vi/messages.ts', import.meta.url)),
      fileURLToPath(new URL('./src/', import.meta.url)),
    ),
    tailwindcss(),
    // `vite` (development) answers pages with the server's render, as production does (issue 27).
    serverRenderInDevelopment(),
    // .br and .gz beside each text asset; the server sends them to browsers that accept them.
    isSsrBuild ? undefined : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // `@/…` is src/ (tsconfig.json paths): imports that leave a feature or a shared folder.
  resolve: { alias: srcAlias(new URL('.', import.meta.url)) },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/config.json': API_TARGET,
      '/images': API_TARGET,
    },
  },
  // `vite build --ssr`: the server's renderer (decision 022), a Node module apps/server loads by
  // path. Its libraries stay in node_modules (resolved from apps/web); the workspace packages are
  // bundled in.
  build: isSsrBuild
    ? ssrBuild
    : {
        sourcemap: true,
        rolldownOptions: {
          output: {
            // The libraries every page runs (React, router, query, i18n, state) as one file
            // rather than a dozen small shared chunks: fewer requests before the first render.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|@tanstack\+(react-router|router-core|history|store|react-store|query-core|react-query)|@lingui\+(core|react)|zustand|use-sync-external-store)@/,
                },
                // ApiError alone: the first script's modules test for it, while the API client
                // itself (with ky) loads beside /config.json (lib/api.ts).
                { name: 'api-error', test: /packages[\\/]api-client[\\/]dist[\\/]errors\.js$/ },
              ],
            },
          },
        },
      },
}));
