// Lighthouse's SEO category on every public page of the shop (issue 15: 1.00 on each), against
// the built server and web app on a fresh database: `node tooling/bench/web/measure-seo.mjs`.
// Prints one line a page with its score and the audits that failed; exits 1 when a page is below 1.
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { startWebShop } from '../lib/server.mjs';

const require = createRequire(import.meta.url);
// chrome-launcher is lighthouse's own dependency: resolve it from there rather than adding a package.
const chromeLauncher = require(createRequire(require.resolve('lighthouse')).resolve('chrome-launcher'));

const PORT = Number(process.env.BENCH_PORT ?? 4412);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One document of a collection, through the public API, to name a detail page. */
async function first(collection, q) {
  const config = await (await fetch(`${ORIGIN}/config.json`)).json();
  const params = new URLSearchParams({
    access_token: config.public_token,
    trust_key: config.trust_key,
    limit: '1',
    ...(q ? { q: JSON.stringify(q) } : {}),
  });
  const [document] = await (await fetch(`${ORIGIN}/api/${config.id_app}/${collection}?${params}`)).json();
  return document;
}

async function publicPages() {
  const product = await first('dmvt');
  const article = await first('news', { isnews: false, ngon_ngu: 'vi' });
  const job = await first('news', { loai_tin_tuc: 'tuyen-dung', ngon_ngu: 'vi' });
  const policy = await first('ecompages', { loai: 'chinh-sach', ngon_ngu: 'vi' });
  const guide = await first('ecompages', { loai: 'huong-dan', ngon_ngu: 'vi' });
  return [
    '/',
    '/san-pham',
    '/san-pham/tra',
    '/noi-dia',
    '/xuat-khau',
    '/mua-hang/san-pham',
    `/mua-hang/san-pham/${product.ma_vt}`,
    `/mua-hang/san-pham/${product.ma_vt}?lang=en`,
    '/tin-tuc',
    '/tin-tuc/ca-phe',
    `/tin-tuc/bai-viet/${article.slug}`,
    '/tuyen-dung',
    `/tuyen-dung/${job.slug}`,
    `/chinh-sach/${policy.slug}`,
    `/huong-dan/${guide.slug}`,
    '/gioi-thieu',
    '/lien-he',
  ];
}

const shop = await startWebShop(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let isBelow = false;
try {
  for (const page of await publicPages()) {
    const { lhr } = await lighthouse(`${ORIGIN}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
      formFactor: 'mobile',
    });
    const score = lhr.categories.seo.score;
    const failed = lhr.categories.seo.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    if (score < 1) isBelow = true;
    console.log(`${score.toFixed(2)}  ${page}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`);
  }
} finally {
  await chrome.kill();
  await shop.stop();
}
process.exit(isBelow ? 1 : 0);
