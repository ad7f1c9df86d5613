// The bench's baseline: a bare Fastify server (the same Fastify as apps/server) answering the
// catalogue list and one product from memory, with the JSON the real server returned.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/server.mjs';

const Fastify = createRequire(path.join(root, 'apps/server/package.json'))('fastify');
const list = JSON.parse(readFileSync(process.env.BARE_LIST_FILE, 'utf8'));
const product = JSON.parse(readFileSync(process.env.BARE_PRODUCT_FILE, 'utf8'));

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.get('/list', async () => list);
app.get('/product', async () => product);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
