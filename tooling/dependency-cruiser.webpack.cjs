// Only for dependency-cruiser: the web app's `@/…` alias (apps/web/vite.config.ts, tsconfig.json).
const path = require('node:path');

module.exports = {
  resolve: { alias: { '@': path.resolve(__dirname, '../apps/web/src') } },
};
