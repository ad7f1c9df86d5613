import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/images/categories');
const pictures = readdirSync(dir).filter((name) => name.endsWith('.svg'));

describe('category pictures', () => {
  // Text inside a picture is drawn in whatever font the renderer has (not the shop's) and in one
  // language; the web app captions these pictures itself.
  it.each(pictures)('%s carries no text', (name) => {
    expect(readFileSync(path.join(dir, name), 'utf8')).not.toMatch(/<text\b/);
  });

  it('exist for the five categories', () => {
    expect(pictures.sort()).toEqual(
      ['ca-phe', 'nong-san', 'nuoc-ep-oi', 'nuoc-tang-luc', 'tra'].map((code) => `${code}.svg`),
    );
  });
});
