// What the API benches' shoppers share: the address they order to and one JSON call over node:http
// with keep-alive (node:http costs a bench's clients about half what fetch does).
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

/** A receiver in Ho Chi Minh City, paying cash on delivery unless the bench says otherwise. */
export const BENCH_ADDRESS = {
  ten_nguoi_nhan: 'Khách thử tải',
  sdt_nguoi_nhan: '0912345678',
  dia_chi: '1 Lê Duẩn',
  xa_phuong: 'Phường Sài Gòn',
  quan_huyen: 'Quận 1',
  tinh_thanh: 'Thành phố Hồ Chí Minh',
  pt_thanh_toan: 'c15eed000000000000000001',
};

/** Keep-alive connections shared by every client of a bench. */
export const benchAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One call to the server at `base` (`route` is the path with its query): resolves with the status
 * and the body, parsed when it is JSON, else its text.
 */
export function callJson(base, { method, route, body, headers = {} }) {
  const { hostname, port } = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent: benchAgent,
        hostname,
        port,
        method,
        path: route,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: response.statusCode, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A guest browser on the shop at `base`: its own uid, the public token, JSON calls to /api/{id_app}/…. */
export function guest(base, config) {
  const uid = randomBytes(12).toString('hex');
  const query = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
  return (method, route, body) =>
    callJson(base, {
      method,
      route: `/api/${config.id_app}/${route}${route.includes('?') ? '&' : '?'}${query}`,
      body,
      headers: { uid },
    });
}

/** Products sold without options and in stock (the ones the benches buy), read through a guest's `call`. */
export async function simpleProducts(call) {
  const { body } = await call('GET', 'dmvt?limit=500');
  return body.filter((product) => (product.thuoc_tinh ?? []).length === 0 && product.ton > 0);
}
