import { describe, expect, it } from 'vitest';
import { buildPageHead, jsonLdScript } from './page-head';

const origin = 'https://shop.example';
const base = {
  origin,
  path: '/mua-hang/san-pham/TRA-001',
  language: 'en' as const,
  title: 'Green tea — Mộc Lam',
  description: 'Thai Nguyen green tea',
};

function metaContent(head: ReturnType<typeof buildPageHead>, key: string): string | undefined {
  for (const tag of head.meta) {
    if (('name' in tag && tag.name === key) || ('property' in tag && tag.property === key))
      return tag.content;
  }
  return undefined;
}

describe('buildPageHead', () => {
  it('gives title, description, canonical, hreflang, Open Graph and Twitter tags with absolute URLs', () => {
    const head = buildPageHead({
      ...base,
      search: { lang: 'en' },
      type: 'product',
      image: { url: '/api/images/products/tra-001.svg?size=xl', alt: 'Green tea', width: 1440 },
      jsonLd: [{ '@type': 'Product' }],
    });
    expect(head.meta).toContainEqual({ title: 'Green tea — Mộc Lam' });
    expect(metaContent(head, 'description')).toBe('Thai Nguyen green tea');
    expect(metaContent(head, 'og:url')).toBe(`${origin}/mua-hang/san-pham/TRA-001?lang=en`);
    expect(metaContent(head, 'og:type')).toBe('product');
    expect(metaContent(head, 'og:locale')).toBe('en_US');
    expect(metaContent(head, 'og:locale:alternate')).toBe('vi_VN');
    expect(metaContent(head, 'og:image')).toBe(`${origin}/api/images/products/tra-001.svg?size=xl`);
    expect(metaContent(head, 'og:image:width')).toBe('1440');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(metaContent(head, 'og:image'));
    expect(metaContent(head, 'robots')).toBeUndefined();
    expect(head.scripts).toEqual([{ type: 'application/ld+json', children: '{"@type":"Product"}' }]);
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${origin}/mua-hang/san-pham/TRA-001?lang=en` },
      { rel: 'alternate', hrefLang: 'vi', href: `${origin}/mua-hang/san-pham/TRA-001` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/mua-hang/san-pham/TRA-001?lang=en` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/mua-hang/san-pham/TRA-001` },
    ]);
  });

  it('marks a private page noindex and gives it no alternates; no picture means a small card', () => {
    const head = buildPageHead({ ...base, path: '/cart', language: 'vi', isNoIndex: true });
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(metaContent(head, 'twitter:card')).toBe('summary');
    expect(metaContent(head, 'og:image')).toBeUndefined();
    expect(head.links).toEqual([{ rel: 'canonical', href: `${origin}/cart` }]);
  });

  it('writes JSON-LD that no text of the data can break out of, and that reads back the same', () => {
    const document = { name: '</script><script>alert(1)</script> & more\u2028' };
    const script = jsonLdScript(document);
    expect(script.children).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(script.children)).toEqual(document);
  });
});
