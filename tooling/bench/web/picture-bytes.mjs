#!/usr/bin/env node
// Picture bytes (decision 032): what a 390 px phone (2x) downloads in pictures on the home page and
// the first featured product's page, at first paint and after scrolling to the end, against the real
// server serving the built web app on a fresh database (HTTP/1.1).
//
//   pnpm --filter @shop/server build && pnpm --filter @shop/web build
//   node tooling/bench/web/picture-bytes.mjs [--width 390] [--photo]
//
// --photo also uploads a 2000 × 2000 photo-like JPEG as the demo customer and prints the bytes of the
// original against the variants a phone's card (w480) and main picture (w960) use.
// Chromium: CHROME_PATH (default /usr/bin/chromium, Debian's package).
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebShop } from '../lib/server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const requireWeb = createRequire(path.join(ROOT, 'apps/web/package.json'));
const requireServer = createRequire(path.join(ROOT, 'apps/server/package.json'));
const { chromium } = requireWeb('@playwright/test');
const PORT = Number(process.env.BENCH_PORT ?? 4412);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const WIDTH = Number(args.includes('--width') ? args[args.indexOf('--width') + 1] : 390);

async function firstProductCode(config) {
  const query = new URLSearchParams({
    access_token: config.public_token,
    trust_key: config.trust_key,
    limit: '1',
  });
  query.set('sort', JSON.stringify({ noi_bat: -1, ma_vt: 1 }));
  const [product] = await (await fetch(`${ORIGIN}/api/${config.id_app}/dmvt?${query}`)).json();
  return product.ma_vt;
}

/** Picture bytes a fresh phone downloads on `url`: at load, and after scrolling to the end. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pictures = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    pictures.push({ url: response.url().replace(ORIGIN, ''), bytes: body.length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const atLoad = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
  const countAtLoad = pictures.length;
  for (let y = 0; y < 30; y += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
  const total = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
  await context.close();
  return { atLoad, countAtLoad, total, count: pictures.length, pictures };
}

async function photoVariants(config) {
  const sharp = requireServer('sharp');
  // Photo-like: many soft shapes (edges that survive downscaling) under grain, as a camera gives.
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const shapes = Array.from({ length: 400 }, () => {
    const [x, y, r] = [random() * 2000, random() * 2000, 10 + random() * 160];
    const colour = `hsl(${Math.floor(random() * 60) + 10},${40 + Math.floor(random() * 40)}%,${20 + Math.floor(random() * 60)}%)`;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="0.8"/>`;
  }).join('');
  const art = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><rect width="2000" height="2000" fill="#d9c7a5"/>${shapes}</svg>`,
  );
  const grain = await sharp({
    create: {
      width: 2000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  const photo = await sharp(art)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const basic = Buffer.from('khachhang@example.com:MatKhau123').toString('base64');
  const login = await fetch(
    `${ORIGIN}/auth/local?id_app=${config.id_app}&group_id=${config.group_id ?? ''}`,
    {
      headers: { authorization: `Basic ${basic}` },
    },
  );
  const { token } = await login.json();
  const form = new FormData();
  form.append('id_app', config.id_app);
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await fetch(`${ORIGIN}/api/${config.id_app}/file?json=1&access_token=${token}`, {
    method: 'POST',
    body: form,
  });
  const meta = await upload.json();
  if (!upload.ok) throw new Error(JSON.stringify(meta));
  const size = async (link) => (await (await fetch(`${ORIGIN}${link}`)).arrayBuffer()).byteLength;
  return {
    original: await size(meta.link),
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(meta.variants ?? {}).map(async ([name, link]) => [name, await size(link)]),
      ),
    ),
  };
}

const shop = await startWebShop(PORT, { NODE_ENV: 'test', DEV_OUTBOX: '1' });
try {
  const config = await (await fetch(`${ORIGIN}/config.json`)).json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [name, url] of [
    ['home', `${ORIGIN}/`],
    ['product', `${ORIGIN}/mua-hang/san-pham/${encodeURIComponent(await firstProductCode(config))}`],
  ]) {
    const result = await measure(browser, url);
    console.log(
      `${name} @${WIDTH}px 2x: at load ${kb(result.atLoad)} in ${result.countAtLoad} pictures; after scrolling ${kb(result.total)} in ${result.count}`,
    );
    if (args.includes('--list'))
      for (const picture of result.pictures) console.log(`  ${kb(picture.bytes)} ${picture.url}`);
  }
  await browser.close();
  if (args.includes('--photo')) {
    const sizes = await photoVariants(config);
    console.log(
      `uploaded 2000×2000 photo: ${Object.entries(sizes)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', ')}`,
    );
  }
} finally {
  await shop.stop();
}
