// The start command (`npm start`): installs what is missing, builds, then serves the whole shop
// (web and API) on PORT (3000) over the embedded database in DATA_DIR (./.data). Data is kept between runs.
import { ensureDependencies, ensurePnpm, log, run } from './run.mjs';

const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
log('build');
if ((await run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@shop/server', '--filter=@shop/web'])) !== 0)
  process.exit(1);
log(`serving the shop on http://localhost:${process.env.PORT ?? 3000}`);
const code = await run(process.execPath, ['apps/server/dist/main.js'], {
  env: { DATA_DIR: process.env.DATA_DIR ?? './.data' },
});
process.exit(code);
