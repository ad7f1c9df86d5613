import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, pageUrl, writeSitemapIndex, writeUrlSet } from './sitemap-xml.js';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const origin = 'https://shop.example';

describe('escapeXml', () => {
  it('escapes the five special characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  });
});

describe('writeUrlSet', () => {
  it('writes valid XML whose locations read back exactly, with every language as an alternate', () => {
    const xml = writeUrlSet(origin, [
      {
        path: "/tin-tuc/bai-viet/trà-'ngon'&<rẻ>",
        languages: ['vi', 'en'],
        lastmod: new Date('2026-03-14T02:00:00Z'),
      },
      { path: '/tuyen-dung/only-english', languages: ['en'] },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url;
    const escapedPath = `/tin-tuc/bai-viet/${encodeURIComponent("trà-'ngon'&<rẻ>")}`;
    expect(urls.map((url: { loc: string }) => url.loc)).toEqual([
      `${origin}${escapedPath}`,
      `${origin}${escapedPath}?lang=en`,
      `${origin}/tuyen-dung/only-english?lang=en`,
    ]);
    expect(urls[0].lastmod).toBe('2026-03-14T02:00:00.000Z');
    expect(urls[0]['xhtml:link']).toEqual([
      { rel: 'alternate', hreflang: 'vi', href: `${origin}${escapedPath}` },
      { rel: 'alternate', hreflang: 'en', href: `${origin}${escapedPath}?lang=en` },
      { rel: 'alternate', hreflang: 'x-default', href: `${origin}${escapedPath}` },
    ]);
    expect(urls[2]).not.toHaveProperty('lastmod');
    expect(urls[2]['xhtml:link']).toContainEqual({
      rel: 'alternate',
      hreflang: 'x-default',
      href: `${origin}/tuyen-dung/only-english?lang=en`,
    });
  });

  it('keeps the same URL rule as the web: Vietnamese bare, English with ?lang=en', () => {
    expect(pageUrl(origin, '/san-pham/tra', 'vi')).toBe(`${origin}/san-pham/tra`);
    expect(pageUrl(origin, '/san-pham/tra', 'en')).toBe(`${origin}/san-pham/tra?lang=en`);
    expect(pageUrl(origin, '/mua-hang/san-pham', 'vi', 'page=1&sort=newest')).toBe(
      `${origin}/mua-hang/san-pham?page=1&sort=newest`,
    );
    expect(pageUrl(origin, '/mua-hang/san-pham', 'en', 'page=1&sort=newest')).toBe(
      `${origin}/mua-hang/san-pham?page=1&sort=newest&lang=en`,
    );
  });
});

describe('writeSitemapIndex', () => {
  it('names each child sitemap with its lastmod', () => {
    const xml = writeSitemapIndex(origin, [
      { name: 'products', lastmod: new Date('2026-11-01T00:00:00Z') },
      { name: 'jobs' },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).sitemapindex.sitemap).toEqual([
      { loc: `${origin}/sitemaps/products.xml`, lastmod: '2026-11-01T00:00:00.000Z' },
      { loc: `${origin}/sitemaps/jobs.xml` },
    ]);
  });
});
