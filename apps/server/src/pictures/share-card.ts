import { createHash } from 'node:crypto';
import { PICTURE_QUALITY, SHARE_SIZE } from './variants.js';
import { loadSharp } from './load-sharp.js';

/** The shop's colours (the web app's favicon and header): deep tea green and pale leaf. */
const GREEN = '#275b2f';
const LEAF = '#dcefdc';
/** Fonts with Vietnamese letters, the first installed one is used (fontconfig). */
const FONTS = "'Be Vietnam Pro', 'Noto Sans', 'DejaVu Sans', sans-serif";
/** Bumped when the drawing changes, so cached cards of the old drawing are not served. */
const DRAWING = 1;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The name in at most two lines, cut between words, each at most ~22 characters where it can. */
function linesOf(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (name.length <= 22 || words.length === 1) return [name.trim()];
  let best = 1;
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut += 1) {
    const longest = Math.max(words.slice(0, cut).join(' ').length, words.slice(cut).join(' ').length);
    if (longest < bestLongest) [best, bestLongest] = [cut, longest];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** The leaf of the favicon, at (x, y), `size` pixels, in `fill` with its vein in `vein`. */
function leaf(x: number, y: number, size: number, fill: string, opacity: number, vein = GREEN): string {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${opacity}"><path d="M9 21c0-7 5-12 14-12-1 9-6 14-12 14l-2-2Z" fill="${fill}"/><path d="M10 22c3-4 6-7 10-10" stroke="${vein}" stroke-width="1.5" fill="none"/></g>`;
}

/** The card as SVG: green ground, a pattern of faint leaves, the mark, the name in large type. */
export function shareCardSvg(name: string): string {
  const { width, height } = SHARE_SIZE;
  const lines = linesOf(name);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.max(48, Math.min(110, Math.floor(1500 / Math.max(longest, 1))));
  const pattern: string[] = [];
  for (let row = 0; row < 6; row += 1)
    for (let column = 0; column < 11; column += 1)
      pattern.push(leaf(column * 120 + (row % 2) * 60 - 30, row * 120 - 20, 90, LEAF, 0.07));
  const lineHeight = Math.round(fontSize * 1.2);
  const top = 400 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="600" y="${top + index * lineHeight}" text-anchor="middle" font-family="${FONTS}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${GREEN}"/>${pattern.join('')}<circle cx="600" cy="180" r="92" fill="${LEAF}"/>${leaf(520, 100, 160, GREEN, 1, LEAF)}${text}<rect y="${height - 24}" width="${width}" height="24" fill="${LEAF}"/></svg>`;
}

/** The stored name of `name`'s card: a new company name (or drawing) is a new file. */
export function shareCardKey(name: string): string {
  const hash = createHash('sha256').update(`${DRAWING}\n${name}`).digest('hex').slice(0, 24);
  return `share-card.${hash}`;
}

/** The shop's branded share picture (issue 26): 1200 × 630 JPEG, the company's name on the shop's colours. */
export async function renderShareCard(name: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(shareCardSvg(name)))
    .flatten({ background: GREEN })
    .jpeg({ quality: PICTURE_QUALITY, mozjpeg: true })
    .toBuffer();
}
