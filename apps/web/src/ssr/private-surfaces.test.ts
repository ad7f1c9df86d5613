// @vitest-environment node
// The server render leans on four surfaces its libraries do not document as public (decision 022).
// Each is pinned here by what the render needs of it, so that the upgrade that changes one fails
// this file instead of the render going wrong in silence.
import { setupI18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { _getAssetMatches, type AnyRouteMatch } from '@tanstack/router-core';
import { attachRouterServerSsrUtils } from '@tanstack/router-core/ssr/server';
import { describe, expect, it } from 'vitest';
import { sendSettledQueriesOnly } from '@/lib/query-stream';
import { createAppRouter } from '@/router';
import { finishDataBeforeRender } from './render-html';

describe("Lingui's active locale, `i18n._locale` (render-scope.ts)", () => {
  it('is what i18n.locale and every translation read, so a getter on it makes the locale per render', () => {
    const i18n = setupI18n();
    i18n.load({ vi: { greeting: 'Xin chào' }, en: { greeting: 'Hello' } });
    i18n.activate('vi');
    let current = 'en';
    Object.defineProperty(i18n, '_locale', { get: () => current, set: () => {}, configurable: true });
    expect(i18n.locale).toBe('en');
    expect(i18n._('greeting')).toBe('Hello');
    current = 'vi';
    expect(i18n.locale).toBe('vi');
    expect(i18n._('greeting')).toBe('Xin chào');
  });
});

describe("the query integration's `router.options.dehydrate` (lib/query-stream.ts)", () => {
  it('is set on a server router, and wrapped it sends the settled queries without a stream', async () => {
    const queryClient = new QueryClient();
    const router = createAppRouter(queryClient);
    attachRouterServerSsrUtils({ router, manifest: { routes: {} } });
    expect(router.options.dehydrate).toBeTypeOf('function');
    queryClient.setQueryData(['company'], { name: 'Công ty' });
    sendSettledQueriesOnly(router);
    const dehydrated = (await router.options.dehydrate?.()) as {
      query?: { initial?: { queryKey: unknown }[]; stream?: unknown };
    };
    expect(dehydrated.query?.initial?.map((query) => query.queryKey)).toEqual([['company']]);
    expect(dehydrated.query).not.toHaveProperty('stream');
  });
});

describe("router-core's `_getAssetMatches` (lib/seo/head-content.tsx)", () => {
  const match = (status: string, more: object = {}) =>
    ({ id: status, status, ...more }) as unknown as AnyRouteMatch;

  it('ends the head at the first match that did not succeed, and keeps every match otherwise', () => {
    const found = [match('success'), match('success')];
    expect(_getAssetMatches(found)).toBe(found);
    const missing = [match('success'), match('notFound', { _notFound: true }), match('success')];
    expect(_getAssetMatches(missing).map((one) => one.status)).toEqual(['success', 'notFound']);
    const failed = [match('success'), match('error'), match('success')];
    expect(_getAssetMatches(failed)).toHaveLength(2);
  });
});

describe("the router's `serverSsr.setRenderFinished` (render-html.ts)", () => {
  it('exists on a server router and tells those waiting for the render that it is over', async () => {
    const router = createAppRouter(new QueryClient());
    attachRouterServerSsrUtils({ router, manifest: { routes: {} } });
    let finished = false;
    router.serverSsr?.onRenderFinished(() => {
      finished = true;
    });
    await finishDataBeforeRender(router);
    expect(finished).toBe(true);
  });
});
