import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildCommandOf } from '../builds.js';
import type { PageLanguage } from './page-address.js';

/** What the web's server entry (apps/web/src/ssr/entry-server.tsx) takes and gives; kept in step by hand. */
export interface PageAssets {
  scripts: string[];
  css: string[];
  preloads: string[];
}

export interface PublicConfig {
  id_app: string;
  group_id: string;
  public_token: string;
  trust_key: string;
  recaptcha_site_key: string | null;
}

interface RenderInput {
  url: string;
  language: PageLanguage;
  config: PublicConfig;
  fetch: typeof fetch;
  assets: PageAssets;
}

export interface RenderedPage {
  status: number;
  location?: string | undefined;
  html: string;
  /** The page's inline scripts (`sha256-…`), which its Content-Security-Policy lists (decision 037). */
  scriptHashes: string[];
}

interface SsrEntry {
  render(input: RenderInput): Promise<RenderedPage>;
  /** Drops the site-wide data the renders share (what public pages show changed). */
  clearSharedData?(): void;
}

/** Renders one page: its absolute address (origin, path, query) in a language. */
export type PageRenderer = ((url: string, language: PageLanguage) => Promise<RenderedPage>) & {
  /** Forgets the data the renders share: call it with every purge of the page cache. */
  clearSharedData(): void;
};

/**
 * Loads the web's server renderer from its build (WEB_SSR_ENTRY) and the client build's entry
 * files from WEB_DIST/index.html. Undefined when either is missing: the plain shell is served then.
 * apps/server does not import apps/web: the renderer is found by path at run time.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryPath: string,
  webDist: string,
  config: PublicConfig,
): Promise<PageRenderer | undefined> {
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(entryPath) || !existsSync(indexPath)) {
    app.log.warn(
      { entry: entryPath, build: buildCommandOf('WEB_SSR_ENTRY') },
      'web server renderer not found: pages get the plain shell',
    );
    return undefined;
  }
  const assets = readPageAssets(await readFile(indexPath, 'utf8'));
  if (assets.scripts.length === 0) {
    app.log.warn({ index: indexPath }, 'the web build has no module script: pages get the plain shell');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as SsrEntry;
  if (typeof entry.render !== 'function') throw new Error(`${entryPath} does not export render()`);
  const fetchInProcess = injectFetch(app);
  const renderPage = (url: string, language: PageLanguage) =>
    entry.render({ url, language, config, fetch: fetchInProcess, assets });
  return Object.assign(renderPage, { clearSharedData: () => entry.clearSharedData?.() });
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]+)"`);

/** The built index.html's module script, module preloads and stylesheets, in their order. */
export function readPageAssets(html: string): PageAssets {
  const assets: PageAssets = { scripts: [], css: [], preloads: [] };
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && /\stype="module"/.test(tag)) {
      const src = ATTRIBUTE('src').exec(tag)?.[1];
      if (src) assets.scripts.push(src);
      continue;
    }
    const href = ATTRIBUTE('href').exec(tag)?.[1];
    const rel = ATTRIBUTE('rel').exec(tag)?.[1];
    if (!href) continue;
    if (rel === 'stylesheet') assets.css.push(href);
    else if (rel === 'modulepreload') assets.preloads.push(href);
  }
  return assets;
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers from this server's own routes (Fastify's inject): a render's API calls stay
 * in the process, with no socket, no proxy and no TLS. Only the headers the API client sets travel:
 * never a shopper's cookie or token.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // ky hands over its Request and an options object with nothing in it: no copy is needed then.
    const request =
      input instanceof Request && (init === undefined || Object.keys(init).length === 0)
        ? input
        : new Request(input, init);
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const reply = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const body = NO_BODY_STATUSES.has(reply.statusCode) ? null : reply.rawPayload;
    return inProcessResponse(body, { status: reply.statusCode, headers });
  };
}

/** Response, typed as a plain class to extend: InProcessResponse replaces some of its members. */
const ResponseBase = Response as unknown as new (
  body: null,
  init: ResponseInit,
) => Pick<Response, 'status' | 'statusText' | 'headers'>;

/**
 * A Response that keeps its body as the bytes it was made with and reads them without a web
 * stream. Node 20's Response wraps every body in a ReadableStream at once, and registers each
 * stream for transfer between threads (a native object that holds it weakly): the young
 * generation's collector cannot free an object so held, so every reply of a render, and ky's
 * clone of it (`.json()` clones first: two more streams), lived until the next full collection.
 * A stream is still made for whoever asks for `body`. The members live on the class, not on each
 * object: an accessor made of a fresh closure gives its object a hidden class of its own, which
 * only a full collection frees either (decision 034).
 */
class InProcessResponse extends ResponseBase {
  readonly #bytes: Uint8Array | null;
  #used = false;

  constructor(bytes: Uint8Array | null, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (!this.#bytes) return null;
    this.#used = true;
    return new Blob([this.#bytes]).stream();
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  clone(): Response {
    if (this.#used) throw new TypeError('Response.clone: Body has already been consumed.');
    return inProcessResponse(this.#bytes, {
      status: this.status,
      statusText: this.statusText,
      headers: new Headers(this.headers),
    });
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const view = this.#take();
    return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.arrayBuffer());
  }

  async text(): Promise<string> {
    const view = this.#take();
    return Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async blob(): Promise<Blob> {
    return new Blob([this.#take()], { type: this.headers.get('content-type') ?? '' });
  }

  /** The body's bytes, once (as a Response's body is read once). */
  #take(): Uint8Array {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#bytes ?? new Uint8Array(0);
  }
}

/** A Response of `bytes` read without a web stream (InProcessResponse). */
export function inProcessResponse(bytes: Uint8Array | null, init: ResponseInit): Response {
  return new InProcessResponse(bytes, init) as unknown as Response;
}
