// The Vietnamese catalog split by the modules that use it (issue 28), for the browser's build only.
// Whole, it was a tenth of the home page's first script, though the home page shows a fraction of
// the shop's messages. Here each module of the app brings the compiled messages whose ids it names,
// so a message travels in the chunk of the code that shows it: the shell's with the first script,
// an account or checkout screen's with that route's lazily loaded chunk. A module's messages are in
// the catalog before its own code runs (they are one of its imports), so no screen ever renders a
// message its catalog lacks, at hydration or after a navigation. The server's renderer and the
// English catalog are left as they were: the server loads both catalogs whole (render-scope.ts), and
// English, which most visitors never load, stays one chunk fetched before it is activated (i18n.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PART_PREFIX = 'virtual:shop-vi-messages/';
const SCRIPT = /\.[jt]sx?$/;

/**
 * The compiled catalog (`lingui compile --typescript`, run before the build): one
 * `JSON.parse("…")` of the ids and their compiled messages.
 */
function readCompiledCatalog(file: string): Record<string, unknown> {
  const source = readFileSync(file, 'utf8');
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal)
    throw new Error(`${file}: no JSON.parse("…") of compiled messages; has Lingui's output changed?`);
  return JSON.parse(JSON.parse(literal));
}

/**
 * `catalogFile` is the compiled Vietnamese catalog, `appSource` the folder of the modules whose
 * messages it holds. The catalog's own module becomes one empty object that i18n.ts loads into
 * Lingui once (Lingui keeps the object it is first given: split-vi-catalog.test.ts) and that each
 * module's part is added to.
 */
export function splitViCatalog(catalogFile: string, appSource: string): Plugin {
  let catalog: Record<string, unknown> = {};
  const parts = new Map<string, Record<string, unknown>>();
  return {
    name: 'shop-split-vi-catalog',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // After Lingui's macros, which leave each message as its id in the module's code.
    enforce: 'post',
    buildStart() {
      catalog = readCompiledCatalog(catalogFile);
    },
    resolveId(source) {
      return source.startsWith(PART_PREFIX) ? `\0${source}` : undefined;
    },
    load(id) {
      if (id === catalogFile) return 'export const messages = {};';
      if (!id.startsWith(`\0${PART_PREFIX}`)) return undefined;
      const part = parts.get(id.slice(1 + PART_PREFIX.length));
      return [
        `import { messages } from ${JSON.stringify(catalogFile)};`,
        `Object.assign(messages, ${JSON.stringify(part)});`,
      ].join('\n');
    },
    transform(code, id) {
      // The app's own scripts, the router's split parts of a route file (`?tsr-split=…`) among them:
      // not the catalogs, a stylesheet or an asset.
      const file = id.split('?', 1)[0] ?? id;
      if (!file.startsWith(appSource) || !SCRIPT.test(file) || file.includes('/locales/')) return undefined;
      // An id counts wherever it stands as a string literal; a literal that only looks like an id
      // costs a message in the chunk, never a missing one.
      const used = Object.keys(catalog).filter((messageId) =>
        ['"', "'", '`'].some((quote) => code.includes(`${quote}${messageId}${quote}`)),
      );
      if (used.length === 0) return undefined;
      // A digest of the module's id, query included (one route file gives several modules): the id
      // itself would carry `tsr-split`, which the router's plugin takes for one of its own modules.
      const key = createHash('sha256').update(id).digest('hex').slice(0, 16);
      parts.set(key, Object.fromEntries(used.map((messageId) => [messageId, catalog[messageId]])));
      // Appended after the last line, so the module's source map holds; imports run before the
      // module's own code wherever they stand.
      return { code: `${code}\nimport ${JSON.stringify(`${PART_PREFIX}${key}`)};\n`, map: null };
    },
  };
}
