// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitViCatalog } from './split-vi-catalog';

const APP = '/app/src/';

/** The plugin over a compiled catalog of two messages, as `lingui compile --typescript` writes it. */
function pluginOverCatalog(): { plugin: Plugin; catalogFile: string } {
  const catalogFile = path.join(mkdtempSync(path.join(tmpdir(), 'vi-catalog-')), 'messages.ts');
  const compiled = { 'a+b/1C': ['Giỏ hàng'], Zx9yQ2: ['Đơn hàng ', ['code']] };
  writeFileSync(
    catalogFile,
    `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))}) as Messages;`,
  );
  return { plugin: splitViCatalog(catalogFile, APP), catalogFile };
}

/** The part a transformed module imports (the last line the plugin appends). */
function importedPart(result: unknown): string {
  const code = (result as { code: string }).code;
  const part = /import "(virtual:shop-vi-messages\/[^"]+)";\n$/.exec(code)?.[1];
  if (!part) throw new Error(`no part imported: ${code}`);
  return part;
}

// The hooks are plain functions here (no `handler` objects); `this` is not used by any of them.
const call = (hook: unknown, ...args: unknown[]) => (hook as (...values: unknown[]) => unknown)(...args);

describe('splitViCatalog', () => {
  it('gives a module the messages whose ids it names, loaded through an import of its own part', () => {
    const { plugin, catalogFile } = pluginOverCatalog();
    call(plugin.buildStart);
    const part = importedPart(
      call(plugin.transform, 'export const title = () => i18n._({ id: "a+b/1C" });', `${APP}ui/cart.tsx`),
    );
    expect(call(plugin.load, call(plugin.resolveId, part))).toBe(
      `import { messages } from ${JSON.stringify(catalogFile)};\nObject.assign(messages, {"a+b/1C":["Giỏ hàng"]});`,
    );
    expect(call(plugin.load, catalogFile)).toBe('export const messages = {};');
  });

  it("gives each of the router's split parts of a route file its own messages", () => {
    const { plugin } = pluginOverCatalog();
    call(plugin.buildStart);
    const route = importedPart(call(plugin.transform, 'f("a+b/1C")', `${APP}routes/cart.tsx`));
    const split = importedPart(
      call(plugin.transform, 'f({ id: `Zx9yQ2` })', `${APP}routes/cart.tsx?tsr-split=component`),
    );
    // The router's plugin takes any module whose id says `tsr-split` for one of its own.
    expect(split).not.toContain('tsr-split');
    expect(call(plugin.load, call(plugin.resolveId, route))).toContain('{"a+b/1C":["Giỏ hàng"]}');
    expect(call(plugin.load, call(plugin.resolveId, split))).toContain('{"Zx9yQ2":["Đơn hàng ",["code"]]}');
  });

  it('leaves alone a module that names no message, modules outside the app, and what is not a script', () => {
    const { plugin } = pluginOverCatalog();
    call(plugin.buildStart);
    expect(call(plugin.transform, 'export const x = "Giỏ hàng";', `${APP}ui/x.ts`)).toBeUndefined();
    expect(call(plugin.transform, 'export default "a+b/1C";', `${APP}styles/app.css?inline`)).toBeUndefined();
    expect(call(plugin.transform, 'f(`Zx9yQ2`)', '/app/node_modules/lib/index.js')).toBeUndefined();
  });
});

describe("Lingui's load (the split catalog leans on it)", () => {
  it('keeps the object it is first given for a locale, so messages added to it later translate', () => {
    const messages: Record<string, string> = {};
    const i18n = setupI18n();
    i18n.load('vi', messages);
    i18n.activate('vi');
    Object.assign(messages, { greeting: 'Xin chào' });
    expect(i18n._('greeting')).toBe('Xin chào');
  });
});
