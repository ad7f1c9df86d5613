// Steps of the test command that do not depend on each other, run side by side (decision 044).
import { log } from './run.mjs';
import { measureStep, runMeasured } from './step-cpu.mjs';

/**
 * Steps side by side; each step's output (stdout and stderr, in order) is kept until it ends and
 * then written whole, under its name, not interleaved; its result (`{ name, ok, seconds,
 * cpuSeconds, busy }`, ./step-cpu.mjs) pushed to `results`. An entry is one step `[name, command,
 * args, options]`, or a lane: a list of steps run one after the other, beside the other entries.
 */
export async function stepsSideBySide(entries, results, write = (text) => process.stdout.write(text)) {
  const lanes = entries.map((entry) => (typeof entry[0] === 'string' ? [entry] : entry));
  log(`side by side: ${lanes.map((lane) => lane.map(([name]) => name).join(', then ')).join('; ')}`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args, options] of lane) {
        let ran = { code: 1, output: Buffer.alloc(0) };
        await measureStep(
          name,
          async () => {
            ran = await runMeasured(command, args, { ...options, buffered: true });
            return ran;
          },
          results,
        );
        log(`${name} (${ran.code === 0 ? 'passed' : `failed, exit ${ran.code}`})`);
        write(ran.output);
      }
    }),
  );
}
