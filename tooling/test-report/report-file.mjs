// One line per failed or flaky test, appended to the file named by SHOP_TEST_REPORT, so the test
// command can repeat them under its summary (a failing step's own output scrolls far above it).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const MESSAGE_LIMIT = 400;

function oneLine(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing terminal colours
  const plain = String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  const flat = plain.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_LIMIT ? `${flat.slice(0, MESSAGE_LIMIT)}…` : flat;
}

/** @param {{ runner: string, state: 'failed' | 'flaky', where: string, name: string, message?: string }} entry */
export function record(entry) {
  const file = process.env.SHOP_TEST_REPORT;
  if (!file) return;
  const message = entry.message ? oneLine(entry.message) : undefined;
  appendFileSync(file, `${JSON.stringify({ ...entry, message })}\n`);
}

/** The recorded entries, oldest first; none when the file does not exist. */
export function readReport(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}
