import { expect, JOURNEY_COOKIE, type Page, test } from '@shop/e2e/journey';

// The shop's journeys share one browser context per worker (the kit's ONE_CONTEXT_PER_WORKER,
// decision 044's twenty-third and twenty-fourth addenda): each journey must still start from an empty
// shopper's browser, with only the HTTP cache kept (the app's compiled scripts). The first journey
// below leaves every kind of mark a journey of the shop leaves (a login's cookie and token, the
// session's marks, a database, a Cache Storage entry, a permission, a route, an init script, a
// binding, a listener, a viewport); the second, on the same tab, finds none of them, and gets the
// app's hashed scripts from the HTTP cache but its page from the server. A journey that sets the
// clock (which the kit cannot undo) leaves its context to be replaced. Serial: one worker, in order.
test.describe.configure({ mode: 'serial' });

const MARK = 'e2e-context-reuse';
/** What the first journey's console listener heard; it must hear nothing of the second journey. */
const heard: string[] = [];
let firstTab = '';
let firstJourneyCookie: string | undefined;
/** The app's hashed scripts the first journey loaded. */
let firstScripts: string[] = [];

/** The app's hashed scripts `page` loaded, with what each transferred. */
function hashedScripts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => {
        const { name, transferSize, decodedBodySize } = entry as PerformanceResourceTiming;
        return { path: new URL(name).pathname, transferSize, decodedBodySize };
      })
      .filter((entry) => /^\/assets\/.+-[\w-]{8}\.js$/.test(entry.path)),
  );
}

async function tabId(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  return targetInfo.targetId;
}

test('a journey leaves its marks in the browser', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: MARK, value: '1', url: baseURL }]);
  await context.grantPermissions(['clipboard-read'], { origin: baseURL });
  await page.addInitScript((mark) => Object.assign(window, { [mark]: true }), MARK);
  await page.exposeBinding('e2eBinding', () => MARK);
  await page.route('**/config.json', (route) => route.fulfill({ json: { routed: MARK } }));
  page.on('console', (message) => heard.push(message.text()));
  await page.setViewportSize({ width: 700, height: 500 });
  await page.goto('/gioi-thieu');
  await page.evaluate(async (mark) => {
    localStorage.setItem('token', mark);
    sessionStorage.setItem(mark, '1');
    await new Promise((resolve, reject) => {
      const open = indexedDB.open(mark);
      open.onsuccess = () => resolve(open.result.close());
      open.onerror = () => reject(open.error);
    });
    await (await caches.open(mark)).put('/marked', new Response(mark));
    console.log(mark);
  }, MARK);
  expect(await page.evaluate(() => fetch('/config.json').then((reply) => reply.json()))).toEqual({
    routed: MARK,
  });
  expect(heard).toContain(MARK);
  expect(
    await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    ),
  ).toBe('granted');
  expect(
    await page.evaluate(() => (window as unknown as { e2eBinding(): Promise<string> }).e2eBinding()),
  ).toBe(MARK);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(MARK);
  firstTab = await tabId(page);
  firstJourneyCookie = (await context.cookies()).find((cookie) => cookie.name === JOURNEY_COOKIE)?.value;
  // The scripts this journey loaded whole (the app's modules load after the first paint, its route
  // chunks later still): the next journey must get these from the HTTP cache.
  await page.waitForLoadState('networkidle');
  firstScripts = (await hashedScripts(page)).map((script) => script.path);
});

test('the next journey on the same tab finds none of them', async ({ page, context }, info) => {
  // The same tab (its renderer, and the scripts it compiled): the setting is in effect.
  expect(await tabId(page)).toBe(firstTab);
  expect(page.url()).toBe('about:blank');
  expect(page.viewportSize()).toEqual(info.project.use.viewport);
  // Only the kit's cookie, another than the last journey's: the page varies on the cookies, so the
  // server, not the cache, answers this journey's first visit.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual([JOURNEY_COOKIE]);
  expect(cookies[0]?.value).not.toBe(firstJourneyCookie);
  heard.length = 0;
  await page.goto('/gioi-thieu');
  const left = await page.evaluate(
    async (mark) => ({
      initScript: mark in window,
      binding: 'e2eBinding' in window,
      cookie: document.cookie.includes(mark),
      token: localStorage.getItem('token'),
      session: sessionStorage.getItem(mark),
      databases: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      config: await fetch('/config.json').then((reply) => reply.json()),
    }),
    MARK,
  );
  expect(left).toEqual({
    initScript: false,
    binding: false,
    cookie: false,
    token: null,
    session: null,
    databases: [],
    caches: [],
    clipboard: 'prompt',
    config: expect.objectContaining({ id_app: expect.any(String) }),
  });
  await page.evaluate((mark) => console.log(mark), MARK);
  expect(heard).toEqual([]);

  // The HTTP cache is kept: the app's hashed scripts the last journey loaded come from it (nothing
  // transferred), while the page itself came from the server.
  await page.waitForLoadState('networkidle');
  const scripts = (await hashedScripts(page)).filter((script) => firstScripts.includes(script.path));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script, script.path).toMatchObject({ transferSize: 0, decodedBodySize: expect.any(Number) });
    expect(script.decodedBodySize).toBeGreaterThan(0);
  }
  const [pageTransfer] = await page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .map((entry) => (entry as PerformanceNavigationTiming).transferSize),
  );
  expect(pageTransfer).toBeGreaterThan(0);
});

test('a journey that sets the clock leaves its context to be replaced', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2020-01-01T00:00:00Z'));
  await page.goto('/gioi-thieu');
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2020);
  firstTab = await tabId(page);
});

test('the next journey gets a new context, with the real time', async ({ page }) => {
  expect(await tabId(page)).not.toBe(firstTab);
  await page.goto('/gioi-thieu');
  expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
});
