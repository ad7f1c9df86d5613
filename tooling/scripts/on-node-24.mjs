// Imported first by the start and test commands (and the benches): on a Node older than 24.11, runs
// the importing script again on Node 24 (tooling/scripts/node-runtime.mjs) and exits with its code,
// before any other module of the script is evaluated.
import { runOnNode24 } from './node-runtime.mjs';

await runOnNode24();
