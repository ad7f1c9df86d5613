// What the web benches (measure-web.mjs, main-thread.mjs) share: their command-line options, their
// own calls to the server, and the pages' fixtures (the first featured product, a guest holding two
// products in the cart).
import { request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const args = process.argv.slice(2);

/** `--name value` of this process's arguments, or `fallback`. */
export function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
}

/** Whether this process was given `--name`. */
export const flag = (name) => args.includes(`--${name}`);

// The benches' servers use a self-signed certificate made for the run: their own calls accept it knowingly.
const tlsAgent = new HttpsAgent({ rejectUnauthorized: false, keepAlive: true });

/**
 * The bench's own calls to the server (seeding, sizes), by the address's scheme: node's fetch
 * refuses a self-signed certificate. HTTP/1.1 here; only Chromium's requests are measured.
 */
export function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const https = url.startsWith('https:');
    const send = https ? httpsRequest : httpRequest;
    const request = send(url, { method, headers, agent: https ? tlsAgent : undefined }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          bytes,
          json: () => JSON.parse(bytes.toString()),
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Closes the kept-alive connections of `call` (a bench ends). */
export const closeCalls = () => tlsAgent.destroy();

/** The code of the shop's first featured product (the product page the benches measure). */
export async function firstProductCode(origin) {
  const config = (await call(`${origin}/config.json`)).json();
  const query = new URLSearchParams({
    access_token: config.public_token,
    trust_key: config.trust_key,
    limit: '1',
  });
  query.set('sort', JSON.stringify({ noi_bat: -1, ma_vt: 1 }));
  const [product] = (await call(`${origin}/api/${config.id_app}/dmvt?${query}`)).json();
  return product.ma_vt;
}

/**
 * A guest with two products in the cart (issue 6: the cart and checkout pages are measured full):
 * the server keys a guest's cart to the uid cookie, which the bench puts in Chromium's jar (a header
 * reaches the page but not the page's own API calls: issue 28).
 */
export async function guestWithCart(origin) {
  const config = (await call(`${origin}/config.json`)).json();
  const auth = new URLSearchParams({ access_token: config.public_token, trust_key: config.trust_key });
  const uid = [...crypto.getRandomValues(new Uint8Array(12))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const products = (await call(`${origin}/api/${config.id_app}/dmvt?${auth}&limit=100`)).json();
  const simple = products.filter((product) => (product.thuoc_tinh ?? []).length === 0 && product.ton > 2);
  for (const product of simple.slice(0, 2)) {
    const reply = await call(`${origin}/api/${config.id_app}/cart?${auth}`, {
      method: 'POST',
      headers: { uid, 'content-type': 'application/json' },
      body: JSON.stringify({ ma_vt: product.ma_vt, sl_xuat: 2 }),
    });
    if (!reply.ok) throw new Error(`add to cart: HTTP ${reply.status}`);
  }
  return { uid };
}
