import type { AnyRouteMatch } from '@tanstack/router-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headElements, headTags } from './head-content';
import { jsonLdScript } from './page-head';

type MatchHead = {
  routeId: string;
  status?: string;
  meta?: object[];
  links?: object[];
  headScripts?: object[];
};

const matches = (...heads: MatchHead[]) =>
  heads.map((head) => ({ status: 'success', ...head })) as unknown as AnyRouteMatch[];

const manifest = { routes: { __root__: { css: ['/assets/index.css'] } } };

const root: MatchHead = {
  routeId: '__root__',
  meta: [
    { title: 'Mộc Lam' },
    { name: 'description', content: 'Trà và cà phê' },
    { property: 'og:title', content: 'Mộc Lam' },
  ],
  links: [
    { rel: 'canonical', href: 'https://shop.example/' },
    { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/?lang=en' },
  ],
  headScripts: [jsonLdScript({ '@type': 'Organization', name: 'Mộc Lam </script>' })],
};

const product: MatchHead = {
  routeId: '/mua-hang/san-pham/$maVt',
  meta: [
    { title: 'Trà xanh — Mộc Lam' },
    { property: 'og:title', content: 'Trà xanh' },
    { property: 'og:type', content: 'product' },
  ],
  links: [{ rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/?lang=en' }],
  headScripts: [jsonLdScript({ '@type': 'Product', name: 'Trà xanh' })],
};

describe('the server head', () => {
  it('keeps the deepest title and the deepest meta of each name, in the first match’s order', () => {
    const tags = headTags(matches(root, product), manifest);
    const meta = tags.filter((tag) => tag.tag === 'meta' || tag.tag === 'title');
    expect(meta.map((tag) => tag.children ?? tag.attrs.content)).toEqual([
      'Trà xanh — Mộc Lam',
      'Trà và cà phê',
      'Trà xanh',
      'product',
    ]);
  });

  it('orders meta, links, the stylesheet and head scripts, dropping exact duplicates', () => {
    const tags = headTags(matches(root, product), manifest);
    expect(tags.map((tag) => `${tag.tag} ${tag.attrs.rel ?? tag.attrs.type ?? ''}`.trim())).toEqual([
      'title',
      'meta',
      'meta',
      'meta',
      'link canonical',
      'link alternate',
      'link stylesheet',
      'script application/ld+json',
      'script application/ld+json',
    ]);
  });

  it('writes the elements TanStack Router’s Asset writes, the JSON-LD text unescaped by React', () => {
    const html = renderToStaticMarkup(headElements(matches(root, product), undefined));
    expect(html).toContain('<title>Trà xanh — Mộc Lam</title>');
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://shop.example/?lang=en"/>');
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Organization","name":"Mộc Lam \\u003c/script\\u003e"}</script>',
    );
    expect(html.match(/<link rel="alternate"/g)).toHaveLength(1);
  });

  it('gives a stylesheet React’s precedence, so React places it with the page’s stylesheets', () => {
    const html = renderToStaticMarkup(
      <html lang="vi">
        <head>{headElements(matches(root), manifest)}</head>
        <body />
      </html>,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css" data-precedence="default"/>');
  });

  it('stops at a match that is not shown in full (not found, an error)', () => {
    const tags = headTags(
      matches(root, { ...product, status: 'notFound' }, { routeId: '/deeper', meta: [{ title: 'x' }] }),
      manifest,
    );
    expect(tags.find((tag) => tag.tag === 'title')?.children).toBe('Trà xanh — Mộc Lam');
    expect(tags.some((tag) => tag.children === 'x')).toBe(false);
  });

  it('puts the manifest’s script preloads after the meta, as the router does', () => {
    const withPreloads = { routes: { __root__: { css: [], preloads: ['/assets/a.js'] } } };
    const tags = headTags(matches(root), withPreloads);
    const preload = tags.findIndex((tag) => tag.attrs.rel === 'modulepreload');
    expect(tags[preload]?.attrs).toMatchObject({ href: '/assets/a.js', fetchPriority: 'low' });
    expect(tags[preload - 1]?.tag).toBe('meta');
    expect(tags[preload + 1]?.attrs.rel).toBe('canonical');
  });

  it('adds the nonce to meta and links and names it in a csp-nonce meta', () => {
    const tags = headTags(matches(root), manifest, 'abc');
    expect(tags.find((tag) => tag.attrs.property === 'csp-nonce')?.attrs.content).toBe('abc');
    expect(tags.filter((tag) => tag.tag === 'link').every((tag) => tag.attrs.nonce === 'abc')).toBe(true);
  });
});
