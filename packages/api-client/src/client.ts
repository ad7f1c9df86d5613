import type { Product } from '@shop/domain/catalogue';
import ky, { HTTPError, type KyInstance } from 'ky';
import { toApiError } from './errors.js';

export type Language = 'vi' | 'en';

export interface ApiClientOptions {
  /** Origin of the provider API, e.g. 'https://shop.example' or '' for the same origin in a browser. */
  baseUrl: string;
  idApp: string;
  trustKey: string;
  /** The caller's token; the shared public token for guests. A function is read on every call. */
  accessToken?: string | (() => string | undefined);
  /**
   * Where the token travels: `query`, the `access_token` parameter of SPEC §7 (the default, the
   * shop's calls), or `header`, `Authorization: Bearer` (the owner console: proxies and access logs
   * keep addresses, and the server refuses a console call with its token in the query; decision 016).
   */
  tokenIn?: 'query' | 'header';
  getLanguage?: () => Language;
  /** Replaces the global fetch (tests, instrumentation). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Outside a browser, remember the guest id (`uid`) the server answers with and send it back, so a
   * guest keeps one cart across calls (default true). A server rendering public pages for anyone
   * passes false: its calls belong to no guest. Browsers keep the uid cookie themselves.
   */
  rememberGuest?: boolean;
}

/** List parameters of SPEC §7 "Data layer". `q` and `sort` are JSON conditions in MongoDB style. */
export interface ListParams {
  q?: Record<string, unknown>;
  sort?: Record<string, 1 | -1>;
  fields?: string[];
  notfields?: string[];
  limit?: number;
  page?: number;
}

export interface Transport {
  readonly http: KyInstance;
  readonly options: ApiClientOptions;
  /** Query parameters every call carries: the trust key, and access_token when it goes in the query. */
  authParams(): Record<string, string>;
  /** A given token as this client sends it: in the query (`access_token`) or in the headers. */
  credentials(token: string | undefined): {
    searchParams: Record<string, string>;
    headers: Record<string, string>;
  };
  /** The caller's token now (options.accessToken). */
  token(): string | undefined;
}

function resolveToken(option: ApiClientOptions['accessToken']): string | undefined {
  return typeof option === 'function' ? option() : option;
}

function isBrowser(): boolean {
  return typeof document !== 'undefined';
}

/** Builds the ky instance: errors normalised, language sent, the uid cookie mirrored outside browsers. */
export function createTransport(options: ApiClientOptions): Transport {
  let uid: string | undefined;
  // Only where it is kept: ky clones every response for each afterResponse hook.
  const rememberGuest = !isBrowser() && options.rememberGuest !== false;
  const inHeader = options.tokenIn === 'header';
  const http = ky.create({
    prefixUrl: options.baseUrl === '' ? (isBrowser() ? globalThis.location.origin : '') : options.baseUrl,
    credentials: 'include',
    timeout: options.timeoutMs ?? 20_000,
    retry: { limit: 1, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('accept-language', options.getLanguage?.() ?? 'vi');
          if (uid) request.headers.set('uid', uid);
          // A call that set its own (a login's Basic credentials, another user's token) keeps it.
          const token = resolveToken(options.accessToken);
          if (inHeader && token && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: rememberGuest
        ? [
            (_request, _options, response) => {
              uid = response.headers.get('uid') ?? uid;
            },
          ]
        : [],
      beforeError: [
        async (error) => {
          throw await toApiError(error.response);
        },
      ],
    },
  });
  const credentials: Transport['credentials'] = (token) => {
    const searchParams: Record<string, string> = { trust_key: options.trustKey };
    const headers: Record<string, string> = {};
    if (token && inHeader) headers.authorization = `Bearer ${token}`;
    else if (token) searchParams.access_token = token;
    return { searchParams, headers };
  };
  return {
    http,
    options,
    // In header mode the hook above adds the token: the query has the trust key only.
    authParams: () => credentials(inHeader ? undefined : resolveToken(options.accessToken)).searchParams,
    credentials,
    token: () => resolveToken(options.accessToken),
  };
}

export function listSearchParams(params: ListParams = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.q) out.q = JSON.stringify(params.q);
  if (params.sort) out.sort = JSON.stringify(params.sort);
  if (params.fields) out.fields = params.fields.join(',');
  if (params.notfields) out.notfields = params.notfields.join(',');
  if (params.limit !== undefined) out.limit = String(params.limit);
  if (params.page !== undefined) out.page = String(params.page);
  return out;
}

export { HTTPError };
export type { Product };
