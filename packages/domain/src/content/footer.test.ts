import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footerLinkIn, isSafeFooterHref, storedFooterLinks } from './footer.js';

describe('isSafeFooterHref', () => {
  it('takes shop paths and http(s) addresses with a host', () => {
    for (const href of [
      '/lien-he',
      '/chinh-sach/doi-tra?x=1#a',
      'https://maps.example.com/a',
      'http://shop.vn:8080',
    ])
      expect(isSafeFooterHref(href), href).toBe(true);
  });

  it('refuses other schemes, other hosts in disguise, spaces and control characters', () => {
    for (const href of [
      '',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'mailto:a@b.vn',
      '//evil.example.com',
      '/\\evil.example.com',
      'https://user@evil.example.com',
      'https://',
      'lien-he',
      '/a b',
      '/a\nb',
      `/${'a'.repeat(600)}`,
    ])
      expect(isSafeFooterHref(href), JSON.stringify(href)).toBe(false);
  });

  it('never takes an address whose scheme is not http(s) nor a path starting with one slash', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        if (isSafeFooterHref(href)) expect(/^(https?:\/\/[a-z0-9]|\/(?![/\\]))/i.test(href)).toBe(true);
      }),
    );
  });
});

describe('storedFooterLinks', () => {
  const link = { label: 'Đổi trả', label_en: 'Returns', href: '/chinh-sach/doi-tra', href_en: '' };

  it('is null until the owner sets the list, and drops unsafe or malformed links', () => {
    expect(storedFooterLinks({ name: 'x' }, 'policy')).toBeNull();
    expect(storedFooterLinks(null, 'policy')).toBeNull();
    expect(storedFooterLinks({ footer_lists: { guide: [] } }, 'policy')).toBeNull();
    expect(storedFooterLinks({ footer_lists: { policy: [] } }, 'policy')).toEqual([]);
    expect(
      storedFooterLinks(
        { footer_lists: { policy: [link, { ...link, href: 'javascript:x' }, 'x', { label: 1 }] } },
        'policy',
      ),
    ).toEqual([link]);
  });

  it('never throws on any stored value and only gives safe addresses', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const links = storedFooterLinks({ footer_lists: { policy: raw } }, 'policy') ?? [];
        for (const item of links) expect(isSafeFooterHref(item.href)).toBe(true);
      }),
    );
  });
});

describe('footerLinkIn', () => {
  it('falls back to the Vietnamese name and address in English', () => {
    const link = { label: 'Đổi trả', label_en: '', href: '/chinh-sach/doi-tra', href_en: '' };
    expect(footerLinkIn(link, 'en')).toEqual({ label: 'Đổi trả', href: '/chinh-sach/doi-tra' });
    expect(footerLinkIn({ ...link, label_en: 'Returns', href_en: '/chinh-sach/returns' }, 'en')).toEqual({
      label: 'Returns',
      href: '/chinh-sach/returns',
    });
    expect(footerLinkIn({ ...link, label_en: 'Returns' }, 'vi').label).toBe('Đổi trả');
  });
});
