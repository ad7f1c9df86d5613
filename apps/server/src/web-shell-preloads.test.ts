import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadsFor, type RoutePreload, readRoutePreloads, shellWithPreloads } from './web-shell.js';

const ROUTES: RoutePreload[] = [
  { path: '/', layout: false, files: ['/assets/home.js', '/assets/grid.js'] },
  { path: '/san-pham', layout: false, files: ['/assets/products.js'] },
  { path: '/san-pham/$category', layout: false, files: ['/assets/category.js', '/assets/grid.js'] },
  { path: '/tin-tuc/$category', layout: false, files: ['/assets/news-category.js'] },
  { path: '/tin-tuc/bai-viet/$slug', layout: false, files: ['/assets/article.js'] },
  { path: '/user-profile', layout: true, files: ['/assets/account-layout.js'] },
  { path: '/user-profile/my-profile', layout: false, files: ['/assets/profile.js'] },
];

describe('route preloads in the app shell', () => {
  it('names the files of the page an address opens', () => {
    expect(preloadsFor(ROUTES, '/')).toEqual(['/assets/home.js', '/assets/grid.js']);
    expect(preloadsFor(ROUTES, '/san-pham')).toEqual(['/assets/products.js']);
    expect(preloadsFor(ROUTES, '/san-pham/tra')).toEqual(['/assets/category.js', '/assets/grid.js']);
    expect(preloadsFor(ROUTES, '/san-pham/tra/')).toEqual(['/assets/category.js', '/assets/grid.js']);
  });

  it('prefers fixed segments over parameters, as the router does', () => {
    expect(preloadsFor(ROUTES, '/tin-tuc/bai-viet/che-xanh')).toEqual(['/assets/article.js']);
    expect(preloadsFor(ROUTES, '/tin-tuc/su-kien')).toEqual(['/assets/news-category.js']);
  });

  it('adds the layout around a page, and nothing for an address no page has', () => {
    expect(preloadsFor(ROUTES, '/user-profile/my-profile')).toEqual([
      '/assets/account-layout.js',
      '/assets/profile.js',
    ]);
    expect(preloadsFor(ROUTES, '/khong-co/trang-nay')).toEqual([]);
    expect(preloadsFor(ROUTES, '/san-pham/tra/them')).toEqual([]);
  });

  it('puts one modulepreload link per file at the end of the head', () => {
    const html = '<html><head><title>shop</title></head><body></body></html>';
    expect(shellWithPreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head><title>shop</title><link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/b.js"></head><body></body></html>',
    );
    expect(shellWithPreloads(html, [])).toBe(html);
  });

  it('reads the build list, keeping only well-formed routes with asset paths', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'shop-preloads-'));
    try {
      expect(readRoutePreloads(dist)).toEqual([]);
      await writeFile(
        path.join(dist, 'route-preloads.json'),
        JSON.stringify([
          ROUTES[0],
          { path: '/x', layout: false, files: ['"><script>alert(1)</script>'] },
          { path: 42 },
        ]),
      );
      expect(readRoutePreloads(dist)).toEqual([ROUTES[0]]);
      await writeFile(path.join(dist, 'route-preloads.json'), '{ not json');
      expect(readRoutePreloads(dist)).toEqual([]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
