// Regenerates the seed images under apps/server/public/images from the seed data:
//   node apps/server/src/seed/generate-images.mjs
// The data modules are TypeScript, so they are copied with their types stripped (Node's own
// stripTypeScriptTypes: TypeScript 7's package has no compiler API, decision 001) to a temporary
// folder under the server's node_modules, where their imports (@shop/domain, valibot) resolve.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, 'data');
const publicDir = path.resolve(here, '../../public');
const FONT = "'Be Vietnam Pro','Segoe UI',Arial,sans-serif";

async function loadSeedData() {
  const outDir = mkdtempSync(path.resolve(here, '../../node_modules/.seed-data-'));
  try {
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    for (const file of walk(dataDir)) {
      const source = readFileSync(file, 'utf8');
      const typed = file.endsWith('.ts');
      const target = path.join(outDir, path.relative(dataDir, file)).replace(/\.ts$/, '.js');
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, typed ? stripTypeScriptTypes(source) : source);
    }
    writeFileSync(path.join(outDir, 'package.json'), '{"type":"module"}');
    return await import(pathToFileURL(path.join(outDir, 'index.js')).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const PALETTE = {
  tra: { bg: '#eaf3e3', main: '#3f7d3a', dark: '#2b5a28', accent: '#a8c97f' },
  'ca-phe': { bg: '#f3e9e0', main: '#6f4e37', dark: '#4a3226', accent: '#c89f7a' },
  'nong-san': { bg: '#f7efd9', main: '#c28a2c', dark: '#8a5f1a', accent: '#e6c27a' },
  'nuoc-tang-luc': { bg: '#e4e9f5', main: '#1f3a8a', dark: '#14265c', accent: '#d7263d' },
  'nuoc-ep-oi': { bg: '#fce8ec', main: '#e0607e', dark: '#a8344f', accent: '#8dbf5a' },
  'tuyen-dung': { bg: '#e6f0f0', main: '#2f6f73', dark: '#1d4a4d', accent: '#e8a33d' },
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap with the largest font size whose lines fit `width`, `maxLines` and `maxHeight`. */
function wrap(text, width, sizes, maxLines, maxHeight = Number.POSITIVE_INFINITY) {
  const words = text.split(/\s+/);
  for (const size of sizes) {
    const perLine = Math.floor(width / (size * 0.58));
    const lines = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const fits = lines.length <= maxLines && lines.length * size * 1.2 <= maxHeight;
    if (fits && lines.every((l) => l.length <= perLine)) return { size, lines };
  }
  const size = sizes.at(-1);
  return { size, lines: [text] };
}

function textBlock(text, { x, y, width, sizes, maxLines, maxHeight, fill, weight = 700, anchor = 'middle' }) {
  const { size, lines } = wrap(text, width, sizes, maxLines, maxHeight);
  // Baseline of the first line, so the block is centred on y (0.35em: half the x-height and caps).
  const top = y - ((lines.length - 1) * size * 1.2) / 2 + size * 0.35;
  const tspans = lines.map(
    (l, i) => `<tspan x="${x}" y="${(top + i * size * 1.2).toFixed(0)}">${esc(l)}</tspan>`,
  );
  return `<text font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${tspans.join('')}</text>`;
}

// Category icons drawn in a 200 x 200 box.
const ICONS = {
  tra: (c) =>
    `<path d="M100 20C160 50 165 130 100 185C35 130 40 50 100 20Z" fill="${c.main}"/><path d="M100 45V175" stroke="${c.accent}" stroke-width="7" fill="none"/><path d="M100 95L70 70M100 125L130 100" stroke="${c.accent}" stroke-width="5"/>`,
  'ca-phe': (c) =>
    `<g transform="rotate(-25 100 100)"><ellipse cx="100" cy="100" rx="58" ry="82" fill="${c.main}"/><path d="M100 22C75 70 125 130 100 178" stroke="${c.accent}" stroke-width="9" fill="none"/></g>`,
  'nong-san': (c) =>
    `<path d="M100 190V30" stroke="${c.dark}" stroke-width="6"/>${[50, 85, 120]
      .map(
        (y) =>
          `<ellipse cx="80" cy="${y}" rx="14" ry="26" fill="${c.main}" transform="rotate(-30 80 ${y})"/><ellipse cx="120" cy="${y}" rx="14" ry="26" fill="${c.main}" transform="rotate(30 120 ${y})"/>`,
      )
      .join('')}<ellipse cx="100" cy="28" rx="12" ry="24" fill="${c.main}"/>`,
  'nuoc-tang-luc': (c) => `<path d="M118 10L50 112H94L78 190L152 82H108Z" fill="${c.accent}"/>`,
  'nuoc-ep-oi': (c) =>
    `<circle cx="100" cy="105" r="80" fill="${c.accent}"/><circle cx="100" cy="105" r="64" fill="${c.main}"/>${[
      [85, 90],
      [115, 92],
      [100, 118],
      [78, 120],
      [122, 122],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${c.bg}"/>`)
      .join('')}<path d="M100 25Q110 5 130 8" stroke="${c.dark}" stroke-width="6" fill="none"/>`,
  'tuyen-dung': (c) =>
    `<rect x="25" y="60" width="150" height="110" rx="16" fill="${c.main}"/><path d="M70 60V40Q70 30 80 30H120Q130 30 130 40V60" stroke="${c.dark}" stroke-width="10" fill="none"/><rect x="25" y="100" width="150" height="12" fill="${c.accent}"/>`,
};

const icon = (code, c, x, y, scale) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${ICONS[code](c)}</g>`;

// Package silhouettes centred on x = 400, with the label box they leave for text.
const PACKS = {
  Hộp: (c) => ({
    shape: `<rect x="230" y="180" width="340" height="460" rx="18" fill="${c.main}"/><rect x="218" y="150" width="364" height="72" rx="14" fill="${c.dark}"/>`,
    label: { x: 260, y: 270, w: 280, h: 300 },
  }),
  Gói: (c) => PACKS.Túi(c),
  Túi: (c) => ({
    shape: `<path d="M250 175Q250 150 280 150H520Q550 150 550 175L568 620Q568 650 538 650H262Q232 650 232 620Z" fill="${c.main}"/><path d="M252 195H548" stroke="${c.dark}" stroke-width="8"/>`,
    label: { x: 268, y: 260, w: 264, h: 300 },
  }),
  Kg: (c) => ({
    shape: `<path d="M255 240Q235 420 248 600Q252 650 300 650H500Q548 650 552 600Q565 420 545 240Q470 260 400 245Q330 260 255 240Z" fill="${c.main}"/><path d="M320 245L400 160L480 245" stroke="${c.dark}" stroke-width="14" fill="none"/>`,
    label: { x: 280, y: 300, w: 240, h: 280 },
  }),
  Lon: (c) => ({
    shape: `<rect x="275" y="160" width="250" height="490" rx="34" fill="${c.main}"/><ellipse cx="400" cy="170" rx="122" ry="20" fill="${c.accent}"/><rect x="275" y="600" width="250" height="30" fill="${c.dark}"/>`,
    label: { x: 292, y: 260, w: 216, h: 300 },
  }),
  Chai: (c) => ({
    shape: `<rect x="352" y="85" width="96" height="45" rx="8" fill="${c.accent}"/><path d="M362 130H438V205Q520 235 520 305V625Q520 655 490 655H310Q280 655 280 625V305Q280 235 362 205Z" fill="${c.main}"/>`,
    label: { x: 298, y: 320, w: 204, h: 270 },
  }),
  Thùng: (c) => ({
    shape: `<rect x="160" y="240" width="480" height="400" rx="14" fill="${c.main}"/><rect x="160" y="240" width="480" height="46" fill="${c.dark}"/><rect x="385" y="240" width="30" height="46" fill="${c.accent}"/>`,
    label: { x: 200, y: 320, w: 400, h: 280 },
  }),
};

function productSvg(product, view) {
  const c = PALETTE[product.ma_nvt];
  const brand = product.ma_nvt === 'nuoc-tang-luc' ? 'BỨT TỐC' : 'MỘC LAM';
  const fullName = product.ten_vt.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  // The brand is printed above the name on the pack, so it is not repeated there.
  const packName = fullName.replace(/\s*(Bứt Tốc|Mộc Lam)\b/g, '').trim();
  const sizes = [...new Set(product.thuoc_tinh.map((v) => v.gia_tri_bien_the_2))].join(' · ');
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">`;
  if (view === 2) {
    return `${head}<rect width="800" height="800" fill="${c.bg}"/><circle cx="400" cy="340" r="250" fill="#fff" opacity=".6"/>${icon(product.ma_nvt, c, 250, 190, 1.5)}${textBlock(fullName, { x: 400, y: 680, width: 640, sizes: [44, 38, 32], maxLines: 2, fill: c.dark })}</svg>`;
  }
  const pack = PACKS[product.dvt](c);
  const { x, y, w, h } = pack.label;
  const cx = x + w / 2;
  const body = `${pack.shape}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#fff"/>${icon(product.ma_nvt, c, cx - 24, y + 14, 0.24)}<text x="${cx}" y="${y + 80}" font-family="${FONT}" font-size="20" font-weight="600" letter-spacing="3" fill="${c.main}" text-anchor="middle">${brand}</text>${textBlock(packName, { x: cx, y: y + (h + 55) / 2, width: w - 28, sizes: [36, 32, 28, 25, 22], maxLines: 4, maxHeight: h - 150, fill: c.dark })}${sizes ? `<text x="${cx}" y="${y + h - 18}" font-family="${FONT}" font-size="18" fill="${c.main}" text-anchor="middle">${esc(sizes)}</text>` : ''}`;
  if (view === 3) {
    return `${head}<rect width="800" height="800" fill="${c.dark}"/><circle cx="400" cy="420" r="300" fill="${c.main}" opacity=".35"/><g transform="translate(80 60) scale(.8)" opacity=".55">${pack.shape}</g><g transform="translate(120 90) scale(.85)">${body}</g></svg>`;
  }
  return `${head}<rect width="800" height="800" fill="${c.bg}"/><circle cx="400" cy="410" r="330" fill="#fff" opacity=".55"/><ellipse cx="400" cy="672" rx="250" ry="22" fill="${c.dark}" opacity=".15"/>${body}</svg>`;
}

function bannerSvg(code, title, subtitle) {
  const c = PALETTE[code];
  const hills = `<path d="M0 640Q300 520 600 610T1200 580V800H0Z" fill="${c.main}" opacity=".35"/><path d="M0 700Q350 610 700 690T1200 660V800H0Z" fill="${c.main}" opacity=".6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect width="1200" height="800" fill="${c.bg}"/>${hills}<circle cx="960" cy="230" r="170" fill="#fff" opacity=".6"/>${icon(code, c, 850, 120, 1.1)}<text x="90" y="150" font-family="${FONT}" font-size="28" font-weight="600" letter-spacing="4" fill="${c.main}">${esc(subtitle.toUpperCase())}</text>${textBlock(title, { x: 90, y: 330, width: 660, sizes: [64, 56, 50, 44], maxLines: 4, maxHeight: 300, fill: c.dark, anchor: 'start' })}</svg>`;
}

// No caption: a picture shown through <img> cannot use the page's fonts and has one language, so
// the web app writes the category's name beside or over it, in the page's language and font.
function categorySvg(line) {
  const c = PALETTE[line.ma];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><rect width="800" height="800" fill="${c.bg}"/><circle cx="400" cy="330" r="230" fill="#fff" opacity=".6"/>${icon(line.ma, c, 260, 190, 1.4)}</svg>`;
}

function write(relative, svg) {
  const file = path.join(publicDir, 'images', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return Buffer.byteLength(svg);
}

const data = await loadSeedData();
const sizes = [];
for (const product of data.seedCollections.dmvt) {
  product.pictures.forEach((picture, index) => {
    sizes.push(write(picture.replace('/images/', ''), productSvg(product, index + 1)));
  });
}
const NEWS_LABEL = {
  tra: 'Tin tức · Trà',
  'ca-phe': 'Tin tức · Cà phê',
  'nong-san': 'Tin tức · Nông sản',
  'tuyen-dung': 'Tuyển dụng',
};
for (const article of data.seedCollections.news.filter((doc) => doc.ngon_ngu === 'vi')) {
  const svg = bannerSvg(article.loai_tin_tuc, article.title, NEWS_LABEL[article.loai_tin_tuc]);
  sizes.push(write(article.picture.replace('/images/', ''), svg));
}
for (const line of data.seedCollections.ecomproductlines) {
  sizes.push(write(line.picture.replace('/images/', ''), categorySvg(line)));
}
console.log(`wrote ${sizes.length} images, largest ${Math.max(...sizes)} bytes`);
