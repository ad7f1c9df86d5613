// The start command (`npm start`): installs what is missing, builds, then serves the whole shop
// (web and API) on PORT (3000) over the embedded database in DATA_DIR (./.data). Data is kept between runs.
// On Node 24: an older Node runs it again on Node 24 (the first import, decision 043).
import './on-node-24.mjs';
import { ensureDependencies, ensurePnpm, log, run, serverNodeFlags } from './run.mjs';

log(`node ${process.version} (${process.execPath})`);
const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
log('build');
// Every part the server serves: the API (server), the shop and its page renderer (web), the
// console under /admin (admin); in production the server refuses to start without one of them.
// Build output only when a build fails: the start log is for the shop's own steps.
const packages = ['@shop/server', '@shop/web', '@shop/admin'];
const build = ['exec', 'turbo', 'run', 'build', ...packages.map((name) => `--filter=${name}`)];
if ((await run(pnpm, [...build, '--output-logs=errors-only'])) !== 0) process.exit(1);
log('start (the addresses to open are printed below, set apart)');
const code = await run(process.execPath, [...serverNodeFlags(), 'apps/server/dist/main.js'], {
  env: { DATA_DIR: process.env.DATA_DIR ?? './.data' },
  // `kill <pid of npm start's node>` stops the server too, as Ctrl-C does.
  forwardSignals: true,
});
process.exit(code);
