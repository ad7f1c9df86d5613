#!/usr/bin/env node
// The product page rendered in this process, in a loop, without HTTP (decision 034): the web's
// server entry called as the server calls it, its API replies canned (read once from a server on
// PGlite, then answered from memory). What is left is the render alone: router, queries, React,
// dehydration. Far less noisy than pages.mjs, whose figures move with the host; compare two SSR
// builds here (ENTRY), and run it under --trace-gc-nvp to see what each scavenge promotes.
//
//   pnpm exec turbo run build --filter @shop/server --filter @shop/web
//   node tooling/bench/ssr/render-loop.mjs [--renders 3000] [--concurrency 2] [--article]
//   (--article: the longest news article's page instead, its body through the content renderer)
//   ENTRY=/tmp/other/entry-server.js node tooling/bench/ssr/render-loop.mjs
//   node --max-semi-space-size=64 --trace-gc-nvp tooling/bench/ssr/render-loop.mjs | grep -o 'promoted=[0-9]*'
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, serverBenchArgs, startServer, stopServer, withScratch } from '../lib/server.mjs';

const values = serverBenchArgs({
  renders: { type: 'string', default: '3000' },
  concurrency: { type: 'string', default: '2' },
  language: { type: 'string', default: 'vi' },
  article: { type: 'boolean', default: false },
});
const renders = Number(values.renders);
const concurrency = Number(values.concurrency);
const entryPath = process.env.ENTRY ?? path.join(root, 'apps/web/dist-ssr/entry-server.js');
// The server's own pieces: the reply type of the render's calls, and the reading of the client
// build's entry files from its index.html.
const { inProcessResponse, readPageAssets } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/ssr/page-renderer.js')).href
);

await withScratch('render', async (scratch) => {
  const server = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(scratch, 'data'),
  });
  try {
    const { base, config } = server;
    const auth = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
    const [product] = await (await fetch(`${base}/api/${config.id_app}/dmvt?${auth}&limit=1`)).json();
    const articles = await (
      await fetch(
        `${base}/api/${config.id_app}/news?${auth}&q=${encodeURIComponent(JSON.stringify({ ngon_ngu: values.language }))}`,
      )
    ).json();
    const article = articles
      .filter((doc) => doc.loai_tin_tuc !== 'tuyen-dung')
      .sort((a, b) => String(b.content).length - String(a.content).length)[0];
    const assets = readPageAssets(readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8'));
    // The API replies, read once from the server; a render's call waits a turn, as a real one does.
    const canned = new Map();
    const cannedFetch = async (input) => {
      const url = new URL(input.url);
      let reply = canned.get(url.href);
      if (!reply) {
        const answer = await fetch(`${base}${url.pathname}${url.search}`, { headers: input.headers });
        reply = { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
        canned.set(url.href, reply);
      }
      await new Promise((resolve) => setImmediate(resolve));
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
      return inProcessResponse(reply.body, { status: reply.status, headers });
    };
    const entry = await import(pathToFileURL(entryPath).href);
    const page = values.article
      ? `${base}/tin-tuc/bai-viet/${article.slug}`
      : `${base}/mua-hang/san-pham/${product.ma_vt}`;
    const shown = values.article ? article.title : product.ten_vt;
    const renderOnce = async (query) => {
      const out = await entry.render({
        url: `${page}?${query}`,
        language: values.language,
        config,
        fetch: cannedFetch,
        assets,
      });
      if (out.status !== 200 || !out.html.includes(shown))
        throw new Error(`the render of ${page} did not show ${shown} (status ${out.status})`);
    };
    for (let warm = 0; warm < 300; warm += 1) await renderOnce(`warm=${warm}`);
    let next = 0;
    const worker = async () => {
      while (next < renders) {
        next += 1;
        await renderOnce(`bench=${next}`);
      }
    };
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const wallMs = performance.now() - startedAt;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `${renders} renders of ${page} (${values.language}), ${concurrency} at a time, Node ${process.version}:`,
    );
    console.log(
      `  ${(wallMs / renders).toFixed(3)} ms wall a render, ${((cpu.user + cpu.system) / 1000 / renders).toFixed(3)} ms CPU a render`,
    );
  } finally {
    await stopServer(server.child);
  }
});
