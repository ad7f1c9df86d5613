// The benches' guest connection (shopper.mjs `connection`) against a node:http server: the replies
// it reads are whole and the connection is kept, reopened or failed as HTTP/1.1 says.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { connection } from './shopper.mjs';

let server;
let base;
const sockets = new Set();

before(async () => {
  server = createServer((request, response) => {
    sockets.add(request.socket);
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const sent = Buffer.concat(chunks).toString('utf8');
      const reply = JSON.stringify({
        method: request.method,
        url: request.url,
        uid: request.headers.uid,
        sent,
      });
      if (request.url === '/chunked') {
        // No Content-Length: node:http sends the body in chunks, here three of them.
        response.writeHead(201, { 'content-type': 'application/json' });
        response.write(reply.slice(0, 5));
        response.write(reply.slice(5, 12));
        response.end(reply.slice(12));
      } else if (request.url === '/close') {
        response.writeHead(200, { connection: 'close', 'content-length': Buffer.byteLength(reply) });
        response.end(reply);
      } else if (request.url === '/empty') {
        response.writeHead(204);
        response.end();
      } else if (request.url === '/hang-up') {
        request.socket.destroy();
      } else {
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(reply),
        });
        response.end(reply);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

const json = (reply) => JSON.parse(reply.body.toString('utf8'));

test('a reply with a Content-Length, the request with its headers and its body, on one kept connection', async () => {
  sockets.clear();
  const send = connection(base);
  const first = await send('POST', '/api/x?a=1', { uid: 'u1' }, JSON.stringify({ tên: 'Trà' }));
  assert.equal(first.status, 200);
  assert.deepEqual(json(first), { method: 'POST', url: '/api/x?a=1', uid: 'u1', sent: '{"tên":"Trà"}' });
  const second = await send('GET', '/api/y', { uid: 'u1' });
  assert.deepEqual(json(second), { method: 'GET', url: '/api/y', uid: 'u1', sent: '' });
  assert.equal(sockets.size, 1, 'both requests travelled on one connection');
});

test('a chunked reply is read whole, and an empty one (204) too', async () => {
  const send = connection(base);
  const chunked = await send('PUT', '/chunked', {}, '{"n":1}');
  assert.equal(chunked.status, 201);
  assert.deepEqual(json(chunked), { method: 'PUT', url: '/chunked', sent: '{"n":1}' });
  const empty = await send('DELETE', '/empty', {});
  assert.equal(empty.status, 204);
  assert.equal(empty.body.length, 0);
  // The connection still reads the next reply from its start.
  assert.equal(json(await send('GET', '/after', {})).url, '/after');
});

test('after "connection: close" the next request opens a new connection', async () => {
  sockets.clear();
  const send = connection(base);
  assert.equal(json(await send('GET', '/close', {})).url, '/close');
  assert.equal(json(await send('GET', '/next', {})).url, '/next');
  assert.equal(sockets.size, 2);
});

test('a connection the server breaks fails its request, and the next request works', async () => {
  const send = connection(base);
  await assert.rejects(send('GET', '/hang-up', {}), /closed|ECONNRESET|socket hang up/);
  assert.equal(json(await send('GET', '/again', {})).url, '/again');
});
