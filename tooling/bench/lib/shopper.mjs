// What the API benches' shoppers share: the address they order to, one JSON call over node:http
// with keep-alive (node:http costs a bench's clients about half what fetch does), and the guests'
// own connections (`guest`): one socket each, spoken to directly, which costs the bench's clients
// a fraction of node:http's share of the cores the server also runs on (issue 28, 2 December).
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

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

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * The body of a chunked reply whose bytes all arrived (`bytes` starts after the headers), with
 * where the reply ends; undefined while its last chunk has not come.
 */
function dechunk(bytes) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(bytes.toString('latin1', at, lineEnd), 16);
    if (!Number.isInteger(size)) throw new Error('a chunked reply with a malformed chunk size');
    const start = lineEnd + 2;
    if (size === 0) {
      // The last chunk, then no trailers: an empty line.
      if (bytes.length < start + 2) return undefined;
      return { body: Buffer.concat(parts), end: start + 2 };
    }
    if (bytes.length < start + size + 2) return undefined;
    parts.push(bytes.subarray(start, start + size));
    at = start + size + 2;
  }
}

/**
 * One keep-alive HTTP/1.1 connection to `base` for a client that sends one request at a time, as a
 * shopper's browser tab does: `send(method, path, headers, payload)` writes the request in one
 * write and resolves with the reply's status and body (a Buffer). It reads what the server sends
 * (Content-Length or chunked bodies) and nothing more; a closed or broken connection fails the
 * request it carried and the next request opens a new one. An idle connection does not keep the
 * process alive.
 */
export function connection(base) {
  const { hostname, port } = new URL(base);
  let socket;
  let waiting;
  let received = Buffer.alloc(0);
  const fail = (error) => {
    socket = undefined;
    received = Buffer.alloc(0);
    const request = waiting;
    waiting = undefined;
    request?.reject(error);
  };
  const readReply = () => {
    const headersEnd = received.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = received.toString('latin1', 0, headersEnd);
    const status = Number(head.slice(9, 12));
    const bodyStart = headersEnd + 4;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body;
    let end;
    if (length) {
      end = bodyStart + Number(length[1]);
      if (received.length < end) return;
      body = received.subarray(bodyStart, end);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const chunked = dechunk(received.subarray(bodyStart));
      if (!chunked) return;
      ({ body } = chunked);
      end = bodyStart + chunked.end;
    } else {
      body = Buffer.alloc(0);
      end = bodyStart;
    }
    const closing = /\r\nconnection:\s*close/i.test(head);
    received = received.subarray(end);
    const request = waiting;
    waiting = undefined;
    // An idle connection does not keep the bench running (as node:http's agent's free sockets).
    socket?.unref();
    if (closing) {
      socket?.destroy();
      socket = undefined;
      received = Buffer.alloc(0);
    }
    request?.resolve({ status, body });
  };
  const open = () => {
    const opened = connect({ host: hostname, port: Number(port), noDelay: true });
    opened.on('data', (chunk) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      readReply();
    });
    opened.on('error', (error) => (socket === opened ? fail(error) : undefined));
    opened.on('close', () =>
      socket === opened ? fail(new Error('the server closed the connection')) : undefined,
    );
    return opened;
  };
  return (method, path, headers, payload) =>
    new Promise((resolve, reject) => {
      if (waiting) throw new Error('one request at a time on a connection');
      socket ??= open();
      socket.ref();
      waiting = { resolve, reject };
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      if (payload !== undefined)
        head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
      socket.write(`${head}\r\n${payload ?? ''}`);
    });
}

/** A reply's body as JSON when it parses, else as text. */
function parseBody(bytes) {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A guest browser on the shop at `base`: its own uid, the public token, JSON calls to
 * /api/{id_app}/…, one at a time on its own keep-alive connection (`connection`).
 */
export function guest(base, config) {
  const uid = randomBytes(12).toString('hex');
  const query = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
  const send = connection(base);
  return async (method, route, body) => {
    const reply = await send(
      method,
      `/api/${config.id_app}/${route}${route.includes('?') ? '&' : '?'}${query}`,
      { uid },
      body === undefined ? undefined : JSON.stringify(body),
    );
    return { status: reply.status, body: parseBody(reply.body) };
  };
}

/** Products sold without options and in stock (the ones the benches buy), read through a guest's `call`. */
export async function simpleProducts(call) {
  const { body } = await call('GET', 'dmvt?limit=500');
  return body.filter((product) => (product.thuoc_tinh ?? []).length === 0 && product.ton > 0);
}
