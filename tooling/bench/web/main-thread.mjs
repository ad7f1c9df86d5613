#!/usr/bin/env node
// The pages' main-thread work as Lighthouse's simulation counts it, without Lighthouse (issue 28):
// on a host shared with other work a Lighthouse score moves with the load, while the shape of the
// page's tasks (one long hydration task or many short slices) and which element is the largest
// paint (the server's or one the browser drew after its scripts) hardly do.
//
//   node tooling/bench/web/main-thread.mjs --origin https://127.0.0.1:4451 [--pages home,product,cart,checkout] [--runs 3]
//
// The server is one already started (the built server with the web app, HTTPS or not). Chromium
// (CHROME_PATH, default /usr/bin/chromium) opens each page at a phone's size (Lighthouse's mobile:
// 412 × 823, DPR 1.75), with an empty cache, and records a trace. Per page, the median run by the
// estimate of blocking time: the main thread's top-level tasks of 12.5 ms or more (the tasks
// Lighthouse's 4× slowdown makes 50 ms or more), the blocking time they would add after the first
// paint at 4× (Σ 4·d − 50), the whole main thread's busy time, the observed first and largest
// paints and the largest paint's element, and the JS the page fetched (transferred bytes).
import '../../scripts/on-node-24.mjs';
import { createRequire } from 'node:module';
import { closeCalls, firstProductCode, guestWithCart, option } from './shop-fixtures.mjs';

const require = createRequire(import.meta.url);
const fromLighthouse = createRequire(require.resolve('lighthouse'));
const puppeteer = (await import(fromLighthouse.resolve('puppeteer-core'))).default;

const ORIGIN = option('origin', 'https://127.0.0.1:4411');
const PAGES = option('pages', 'home,product,cart,checkout').split(',');
const RUNS = Number(option('runs', 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Each largest-paint candidate's element, as the page saw it.
const OBSERVE_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp.push({
        time: Math.round(entry.startTime),
        size: entry.size,
        element: el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 3).join('.') : '') : '(removed)',
        text: el ? (el.textContent || '').trim().slice(0, 50) : '',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });`;

const DETAIL = process.argv.includes('--detail');

/** What ran inside a task: its nested events by CPU time (scripts named by file), the largest first. */
function insideTask(task, events) {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== task.pid || event.tid !== task.tid || event === task) continue;
    if (event.ts < task.ts || event.ts > end) continue;
    if (
      ![
        'FunctionCall',
        'EvaluateScript',
        'v8.evaluateModule',
        'v8.compileModule',
        'v8.compile',
        'ParseHTML',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'RunMicrotasks',
        'EventDispatch',
        'TimerFire',
        'FireAnimationFrame',
        'v8.parseOnBackground',
        'MajorGC',
        'MinorGC',
      ].includes(event.name)
    )
      continue;
    const data = event.args?.data ?? {};
    const file = (data.url ?? data.fileName ?? event.args?.fileName ?? '').split('/').pop().split('?')[0];
    const key = `${event.name}${file ? ` ${file}` : ''}${data.functionName ? ` ${data.functionName}` : ''}${data.type ? ` ${data.type}` : ''}`;
    parts.set(key, (parts.get(key) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`)
    .join(', ');
}

function mainThreadTasks(events) {
  const threads = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      threads.set(`${event.pid}:${event.tid}`, []);
    }
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && event.name === 'RunTask' && threads.has(key)) threads.get(key).push(event);
  }
  // The page's renderer: the main thread that worked the most.
  let best = [];
  let bestBusy = -1;
  for (const tasks of threads.values()) {
    const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
    if (busy > bestBusy) {
      best = tasks;
      bestBusy = busy;
    }
  }
  // `tdur` is the thread's own CPU time in the task: unlike the wall time (`dur`) it hardly moves
  // when other processes take the cores (issue 28's shared host).
  return best.map((task) => ({
    event: task,
    start: task.ts / 1000,
    ms: (task.dur ?? 0) / 1000,
    cpu: (task.tdur ?? task.dur ?? 0) / 1000,
  }));
}

async function measure(browser, url, uid) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.emulate({
      viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    });
    if (uid) await context.setCookie({ name: 'uid', value: uid, domain: '127.0.0.1', path: '/' });
    await page.evaluateOnNewDocument(OBSERVE_LCP);
    let jsBytes = 0;
    const session = await page.createCDPSession();
    await session.send('Network.enable');
    const scripts = new Set();
    session.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    session.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    const events = trace.traceEvents ?? trace;
    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
    );
    const t0 = (navigation?.ts ?? 0) / 1000;
    const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint');
    const fcp = fcpEvent ? fcpEvent.ts / 1000 - t0 : 0;
    const tasks = mainThreadTasks(events).filter((task) => task.start >= t0);
    const long = tasks.filter((task) => task.ms >= 12.5);
    const blocking = (duration) =>
      tasks
        .filter((task) => task.start - t0 >= fcp)
        .reduce((sum, task) => sum + Math.max(0, 4 * duration(task) - 50), 0);
    const tbt = blocking((task) => task.ms);
    const longCpu = tasks.filter((task) => task.cpu >= 12.5);
    const lcp = await page.evaluate(() => window.__lcp);
    return {
      fcp: Math.round(fcp),
      lcp: lcp.at(-1),
      busy: Math.round(tasks.reduce((sum, task) => sum + task.ms, 0)),
      long: long.map((task) => Math.round(task.ms)).sort((a, b) => b - a),
      tbt4: Math.round(tbt),
      // The same from each task's CPU time: what the load moves least.
      cpuTbt4: Math.round(blocking((task) => task.cpu)),
      cpuBusy: Math.round(tasks.reduce((sum, task) => sum + task.cpu, 0)),
      longCpu: longCpu.map((task) => Math.round(task.cpu)).sort((a, b) => b - a),
      detail: DETAIL
        ? [...longCpu]
            .sort((a, b) => b.cpu - a.cpu)
            .slice(0, 5)
            .map(
              (task) =>
                `${Math.round(task.cpu)} ms at ${Math.round(task.start - t0)}: ${insideTask(task.event, events)}`,
            )
        : [],
      jsKb: Math.round(jsBytes / 102.4) / 10,
    };
  } finally {
    await context.close();
  }
}

const productPath = `/mua-hang/san-pham/${encodeURIComponent(await firstProductCode(ORIGIN))}`;
const { uid } = await guestWithCart(ORIGIN);
const browser = await puppeteer.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
});
try {
  const paths = { home: ['/'], product: [productPath], cart: ['/cart', uid], checkout: ['/checkout', uid] };
  for (const name of PAGES) {
    const [pagePath, guest] = paths[name];
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, `${ORIGIN}${pagePath}`, guest));
    runs.sort((a, b) => a.tbt4 - b.tbt4);
    const median = runs[Math.floor(runs.length / 2)];
    console.log(
      `${name.padEnd(9)} tbt×4 ${String(median.tbt4).padStart(5)} ms (runs ${runs.map((r) => r.tbt4).join(' / ')})  busy ${median.busy} ms  FCP ${median.fcp}  JS ${median.jsKb} KB  long tasks ${median.long.join(' ')}`,
    );
    const byCpu = [...runs].sort((a, b) => a.cpuTbt4 - b.cpuTbt4);
    const cpuMedian = byCpu[Math.floor(byCpu.length / 2)];
    console.log(
      `          CPU: tbt×4 ${cpuMedian.cpuTbt4} ms (runs ${runs.map((r) => r.cpuTbt4).join(' / ')})  busy ${cpuMedian.cpuBusy} ms  tasks ≥ 12.5 ms ${cpuMedian.longCpu.join(' ')}`,
    );
    for (const line of cpuMedian.detail) console.log(`            ${line}`);
    console.log(
      `          LCP ${median.lcp?.time} ms ${median.lcp?.element} "${median.lcp?.text}" (size ${median.lcp?.size})`,
    );
  }
} finally {
  await browser.close();
  closeCalls();
}
