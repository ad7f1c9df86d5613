import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');

describe('the typeface', () => {
  it('the document preloads exactly the font files the stylesheet declares', () => {
    // A weight added to the shared fonts (tooling/tailwind/fonts.css, which app.css imports) without
    // its preload would swap late; a preload left behind after a weight is dropped would download a
    // font nothing uses.
    expect(read('app.css')).toContain('@import "@shop/tailwind-config/fonts";');
    const fonts = readFileSync(createRequire(import.meta.url).resolve('@shop/tailwind-config/fonts'), 'utf8');
    const declared = [...fonts.matchAll(/@fontsource\/be-vietnam-pro\/([a-z]+)-(\d{3})\.css/g)].map(
      ([, subset, weight]) => `be-vietnam-pro-${subset}-${weight}-normal.woff2`,
    );
    // The root route renders the document's head (decision 022): its FONTS are preloaded there.
    const root = read('../routes/__root.tsx');
    const preloaded = [...root.matchAll(/@fontsource\/be-vietnam-pro\/files\/([^/'"?]+\.woff2)\?url/g)].map(
      ([, file]) => file,
    );
    expect(root).toMatch(/rel="preload" as="font"/);
    expect(declared.length).toBeGreaterThan(0);
    expect(preloaded.sort()).toEqual(declared.sort());
  });
});
