// Lint: every decision a file cites exists in docs/decisions/. A comment that cites a decision by
// its number or by its record's file name sends the reader to that record; a number with no record,
// or a file name that is not there, sends them nowhere. Run by `pnpm lint` and the test command's lint step.
// Usage: node tooling/scripts/check-decision-refs.mjs [root]  (exit 1 listing file:line of each).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** "decision 022", "decisions 018 and 028", "decision 015, 020", "Decisions 013, 014 or 015". */
const CITED_NUMBERS =
  /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+(?:and|or|&)\s+|\s*,\s*(?:and|or)\s+)\d{3})*)\b/gi;
/** A record's file name: three digits, a dash, words and dashes, ".md". */
const CITED_FILE = /(?<![\w-])(\d{3}-[a-z0-9-]+\.md)\b/gi;
/** Files read: text the repository's authors write. */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|html|css|ya?ml|sql|sh)$/;

/** The files of the working tree that git would commit (tracked, or new and not ignored). */
export function workingTreeFiles(root) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr.trim()}`);
  return listed.stdout.split('\0').filter(Boolean);
}

/** Each citation of a decision record with no file in docs/decisions/: { file, line, cited }. */
export function findStaleDecisionRefs(root, files = workingTreeFiles(root)) {
  const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) =>
    /^\d{3}-.+\.md$/.test(name),
  );
  const numbers = new Set(records.map((name) => name.slice(0, 3)));
  const names = new Set(records);
  const stale = [];
  for (const file of files) {
    if (!TEXT_FILE.test(file) || file.endsWith('pnpm-lock.yaml')) continue;
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, still in the index
    }
    text.split('\n').forEach((content, index) => {
      const at = { file, line: index + 1 };
      for (const match of content.matchAll(CITED_NUMBERS)) {
        for (const number of match[1].match(/\d{3}/g)) {
          if (!numbers.has(number)) stale.push({ ...at, cited: `decision ${number}` });
        }
      }
      for (const match of content.matchAll(CITED_FILE)) {
        if (!names.has(match[1])) stale.push({ ...at, cited: match[1] });
      }
    });
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  );
  const stale = findStaleDecisionRefs(root);
  for (const { file, line, cited } of stale) {
    console.error(`${file}:${line}: cites ${cited}, which has no record in docs/decisions/`);
  }
  if (stale.length > 0) {
    console.error(`${stale.length} citation(s) of a missing decision record`);
    process.exit(1);
  }
  console.log('decision references: every cited record exists');
}
