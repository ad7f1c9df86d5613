// The journeys' `test`: Playwright's, with the kit's one browser context per worker (a config turns it
// on with ONE_CONTEXT_PER_WORKER, ./playwright.ts). Both apps' journeys import `test` (and what else
// they use of Playwright's) from here.
//
// Playwright's own `reuseContext` empties the HTTP cache between two journeys (its reset clears the
// whole browser cache: no option), and V8's compiled scripts live in that cache: every journey fetched
// and compiled the app's scripts again (decision 044, twenty-third and twenty-fourth addenda). So the
// kit keeps the context itself: a worker's context (one per project: each project has its own
// widths and touch) and its first tab live from one journey to the next, and before a journey gets
// them the kit empties what Playwright's reset empties, except the HTTP cache:
// - every tab but the first is closed, the first taken to `about:blank` and its pointer off the page;
// - the last journey's init scripts (tab and context), routes, listeners and viewport are undone;
// - the cookies, the permissions, and every kind of storage of each origin the last journey visited
//   (local and session storage, IndexedDB, Cache Storage, service workers, file systems: CDP
//   `Storage.clearDataForOrigin`, which leaves the HTTP cache) are emptied;
// - a journey that changed what the kit cannot undo (the clock, extra headers, offline, geolocation,
//   emulated media, bindings, HAR or WebSocket routes) leaves a context that is closed: the next
//   journey gets a new one, as does a journey whose context options differ (`test.use({ locale })`);
// - every journey gets the cookie `e2e-journey`, its own: the shop's pages vary on the cookies
//   (`Vary: Cookie`, max-age up to 60 s), so a page the server rendered for an earlier journey is
//   never shown to this one without the server being asked; only what is the same for every
//   shopper (the hashed scripts and styles, pictures, public answers) comes from the cache.
// A journey that counts or forbids requests a cached answer would hide carries `@fresh-context`, and a
// retry (the one traced) runs in a context of its own too: a new context, closed after it.
// apps/web/e2e/context-reuse.spec.ts checks the emptying and the kept cache.
import type { BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The tag of a journey that gets a new browser context of its own, closed after it. */
export const FRESH_CONTEXT = '@fresh-context';

/** The kit's worker option (the config's `use`): one browser context per worker. */
export type KitWorkerOptions = { oneContextPerWorker: boolean };

/** The cookie that makes each journey's requests its own for the pages' `Vary: Cookie`. */
export const JOURNEY_COOKIE = 'e2e-journey';

/** What a journey may call on its context that the kit cannot undo: after it, the context is closed. */
const CONTEXT_SPOILERS = [
  'setExtraHTTPHeaders',
  'setOffline',
  'setGeolocation',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
] as const;
const PAGE_SPOILERS = [
  'emulateMedia',
  'setExtraHTTPHeaders',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const CLOCK_SPOILERS = [
  'install',
  'fastForward',
  'runFor',
  'pauseAt',
  'resume',
  'setFixedTime',
  'setSystemTime',
] as const;

type Listeners = Map<string | symbol, unknown[]>;

/** A worker's kept context, with what the kit needs to empty it. */
interface Kept {
  context: BrowserContext;
  /** The options it was made with (JSON). */
  options: string;
  /** Set by a call the kit cannot undo. */
  spoilt: boolean;
  /** The init scripts and bindings the last journey added. */
  added: { dispose(): Promise<unknown> }[];
  /** The listeners Playwright itself has on the context and the tab (kept at a reset). */
  baseline: WeakMap<object, Listeners>;
  /** The origins the last journey's tabs went to. */
  origins: Set<string>;
  journeys: number;
}

type Target = Record<string, unknown>;

/** Marks `kept` spoilt when one of `names` is called on `target`. */
function spoilOn(target: Target, names: readonly string[], kept: Kept) {
  for (const name of names) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = (...args: unknown[]) => {
      kept.spoilt = true;
      return original.apply(target, args);
    };
  }
}

/** What a journey adds and the kit takes away at the next reset (each call returns a Disposable). */
const UNDONE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

/** Keeps what the `UNDONE` calls on `target` return, to take it away at the next reset. */
function keepDisposables(target: Target, kept: Kept) {
  for (const name of UNDONE) {
    const original = target[name] as (...args: unknown[]) => Promise<{ dispose(): Promise<unknown> }>;
    target[name] = async (...args: unknown[]) => {
      const added = await original.apply(target, args);
      kept.added.push(added);
      return added;
    };
  }
}

/** A tab's or context's events (Node's emitter API, which Playwright's types do not declare whole). */
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
};

function listenersOf(target: Page | BrowserContext): Listeners {
  const emitter = target as unknown as Emitter;
  const listeners: Listeners = new Map();
  for (const name of emitter.eventNames()) listeners.set(name, [...emitter.rawListeners(name)]);
  return listeners;
}

/** Removes every listener of `target` but those it had when the kit took it (Playwright's, the kit's). */
function removeListeners(target: Page | BrowserContext, baseline: Listeners | undefined) {
  const emitter = target as unknown as Emitter;
  for (const name of emitter.eventNames()) {
    const own = baseline?.get(name) ?? [];
    for (const listener of emitter.rawListeners(name)) {
      if (!own.includes(listener)) emitter.removeListener(name, listener);
    }
  }
}

/** Watches a tab of the kept context: where it goes, and what it is asked that cannot be undone. */
function watchTab(kept: Kept, tab: Page) {
  spoilOn(tab as unknown as Target, PAGE_SPOILERS, kept);
  tab.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) kept.origins.add(origin);
  });
}

/** The tab the kit keeps from one journey to the next: what it adds is taken away, its listeners too. */
function keepTab(kept: Kept, tab: Page) {
  keepDisposables(tab as unknown as Target, kept);
  kept.baseline.set(tab, listenersOf(tab));
}

async function newKept(context: BrowserContext, options: string): Promise<Kept> {
  const kept: Kept = {
    context,
    options,
    spoilt: false,
    added: [],
    baseline: new WeakMap(),
    origins: new Set(),
    journeys: 0,
  };
  keepDisposables(context as unknown as Target, kept);
  spoilOn(context as unknown as Target, CONTEXT_SPOILERS, kept);
  spoilOn(context.clock as unknown as Target, CLOCK_SPOILERS, kept);
  // Every tab, the kept one and those a journey opens (closed at the reset).
  context.on('page', (tab) => watchTab(kept, tab));
  // A journey that closes the context leaves the next one a new context.
  context.on('close', () => {
    kept.spoilt = true;
  });
  kept.baseline.set(context, listenersOf(context));
  const tab = await context.newPage();
  keepTab(kept, tab);
  return kept;
}

/** Empties `kept` for the next journey: all that Playwright's reset empties but the HTTP cache. */
async function reset(kept: Kept, options: BrowserContextOptions, baseURL: string | undefined) {
  const { context } = kept;
  let [tab, ...others] = context.pages();
  for (const other of others) await other.close();
  if (tab?.isClosed()) tab = undefined;
  if (!tab) {
    tab = await context.newPage();
    keepTab(kept, tab);
  }
  await tab.goto('about:blank');
  await Promise.all(kept.added.splice(0).map((added) => added.dispose()));
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  removeListeners(tab, kept.baseline.get(tab));
  removeListeners(context, kept.baseline.get(context));
  if (options.viewport && JSON.stringify(tab.viewportSize()) !== JSON.stringify(options.viewport)) {
    await tab.setViewportSize(options.viewport);
  }
  await tab.mouse.move(-1, -1);
  await context.clearCookies();
  await context.clearPermissions();
  if (baseURL) kept.origins.add(new URL(baseURL).origin);
  const session = await context.newCDPSession(tab);
  for (const origin of kept.origins) {
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  await session.detach();
  kept.origins.clear();
}

/** Whether `info`'s journey gets a context of its own rather than the worker's. */
function wantsOwnContext(info: TestInfo) {
  return info.retry > 0 || info.tags.includes(FRESH_CONTEXT);
}

type ContextFactory = () => Promise<{ context: BrowserContext; close: () => Promise<void> }>;

/** The worker's kept contexts (the `page` fixture takes their first tab). */
const keptContexts = new WeakSet<BrowserContext>();

export const test = base.extend<
  // Playwright's own (test-scoped) fixtures the kit reads: the options of a journey's context, and
  // the factory of its default per-journey context.
  { _combinedContextOptions: BrowserContextOptions; _contextFactory: ContextFactory },
  KitWorkerOptions & { _keptContext: { kept?: Kept } }
>({
  oneContextPerWorker: [false, { scope: 'worker', option: true }],
  _keptContext: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const holder: { kept?: Kept } = {};
      await use(holder);
      await holder.kept?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      oneContextPerWorker,
      reuseContext,
      _keptContext,
      _combinedContextOptions,
      _contextFactory,
      baseURL,
    },
    use,
    info,
  ) => {
    if (oneContextPerWorker && reuseContext) {
      throw new Error(
        "The kit keeps the worker's context itself: a config sets ONE_CONTEXT_PER_WORKER, not reuseContext.",
      );
    }
    if (!oneContextPerWorker || wantsOwnContext(info)) {
      const { context, close } = await _contextFactory();
      await use(context);
      await close();
      return;
    }
    const options = JSON.stringify(_combinedContextOptions);
    let kept = _keptContext.kept;
    if (kept && (kept.spoilt || kept.options !== options)) {
      await kept.context.close();
      kept = undefined;
    }
    if (kept) await reset(kept, _combinedContextOptions, baseURL);
    else kept = await newKept(await browser.newContext(), options);
    _keptContext.kept = kept;
    keptContexts.add(kept.context);
    kept.journeys += 1;
    if (baseURL) {
      await kept.context.addCookies([
        { name: JOURNEY_COOKIE, value: `${info.workerIndex}-${kept.journeys}`, url: baseURL },
      ]);
    }
    await use(kept.context);
  },
  page: async ({ context }, use) => {
    const [tab] = context.pages();
    await use(keptContexts.has(context) && tab ? tab : await context.newPage());
  },
});
