// Steps of the test command that do not depend on each other, run side by side (decision 044).
import { spawn } from 'node:child_process';
import { log, ROOT } from './run.mjs';

/**
 * Runs a command with its output (stdout and stderr, in order) kept until it ends, for steps that
 * run side by side: each one's output is printed whole, under its name, not interleaved.
 */
export function runBuffered(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ code: 127, output: Buffer.concat(chunks) });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    );
  });
}

/**
 * Steps side by side; each step's output is written whole when it ends, and its result
 * (`{ name, ok, seconds }`) pushed to `results`. An entry is one step `[name, command, args,
 * options]`, or a lane: a list of steps run one after the other, beside the other entries.
 */
export async function stepsSideBySide(entries, results, write = (text) => process.stdout.write(text)) {
  const lanes = entries.map((entry) => (typeof entry[0] === 'string' ? [entry] : entry));
  log(`side by side: ${lanes.map((lane) => lane.map(([name]) => name).join(', then ')).join('; ')}`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args, options] of lane) {
        const begin = Date.now();
        const { code, output } = await runBuffered(command, args, options);
        results.push({ name, ok: code === 0, seconds: (Date.now() - begin) / 1000 });
        log(`${name} (${code === 0 ? 'passed' : `failed, exit ${code}`})`);
        write(output);
      }
    }),
  );
}
