import { expect, type Page, test } from '@shop/e2e/journey';

// The shop's journeys share one browser context per worker (the kit's ONE_CONTEXT_PER_WORKER,
// decision 044's twenty-third addendum): each journey must still start from an empty shopper's
// browser. The first journey below leaves every kind of mark a journey of the shop leaves (a login's
// cookie and token, the session's marks, a database, a cache, a permission, a route, an init script, a listener, a
// viewport); the second, on the same tab, finds none of them. Serial: one worker, in this order.
test.describe.configure({ mode: 'serial' });

const MARK = 'e2e-context-reuse';
/** What the first journey's console listener heard; it must hear nothing of the second journey. */
const heard: string[] = [];
let firstTab = '';

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
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(MARK);
  firstTab = await tabId(page);
});

test('the next journey on the same tab finds none of them', async ({ page, context }, info) => {
  // The same tab (its renderer, and the scripts it compiled): the setting is in effect.
  expect(await tabId(page)).toBe(firstTab);
  expect(page.url()).toBe('about:blank');
  expect(page.viewportSize()).toEqual(info.project.use.viewport);
  expect(await context.cookies()).toEqual([]);
  heard.length = 0;
  await page.goto('/gioi-thieu');
  const left = await page.evaluate(
    async (mark) => ({
      initScript: mark in window,
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
});
