import { describe, expect, it } from 'vitest';
import { absoluteUrl, addressLanguage, canonicalUrl, languageAlternates } from './urls';

const origin = 'https://shop.example';

describe('canonicalUrl', () => {
  it('is the bare path in Vietnamese and the path with ?lang=en in English', () => {
    expect(canonicalUrl(origin, '/san-pham/tra', 'vi', { lang: 'vi' })).toBe(`${origin}/san-pham/tra`);
    expect(canonicalUrl(origin, '/san-pham/tra', 'en', { lang: 'en' })).toBe(
      `${origin}/san-pham/tra?lang=en`,
    );
  });

  it('keeps meaningful parameters in one order and drops the referral code and empty ones', () => {
    const a = canonicalUrl(origin, '/mua-hang/san-pham', 'en', { sort: 'newest', page: 2, lang: 'en' });
    const b = canonicalUrl(origin, '/mua-hang/san-pham', 'en', {
      afflink: 'ABC',
      page: 2,
      sort: 'newest',
      q: '',
    });
    expect(a).toBe(`${origin}/mua-hang/san-pham?page=2&sort=newest&lang=en`);
    expect(b).toBe(a);
  });

  it("leaves a list's first page bare, as its links are", () => {
    expect(canonicalUrl(origin, '/mua-hang/san-pham', 'vi', { sort: 'newest', page: 1 })).toBe(
      `${origin}/mua-hang/san-pham?sort=newest`,
    );
    expect(canonicalUrl(origin, '/mua-hang/tim-kiem', 'en', { keyword: 'tra', page: '1' })).toBe(
      `${origin}/mua-hang/tim-kiem?keyword=tra&lang=en`,
    );
  });

  it('encodes what it keeps', () => {
    expect(canonicalUrl(origin, '/mua-hang/tim-kiem', 'vi', { q: 'trà & cà phê' })).toBe(
      `${origin}/mua-hang/tim-kiem?q=tr%C3%A0+%26+c%C3%A0+ph%C3%AA`,
    );
  });
});

describe('languageAlternates', () => {
  it('points vi and x-default at the Vietnamese canonical, en at the English one', () => {
    expect(languageAlternates(origin, '/tin-tuc', { lang: 'en' })).toEqual([
      { hreflang: 'vi', href: `${origin}/tin-tuc` },
      { hreflang: 'en', href: `${origin}/tin-tuc?lang=en` },
      { hreflang: 'x-default', href: `${origin}/tin-tuc` },
    ]);
  });
});

describe('addressLanguage and absoluteUrl', () => {
  it('lets ?lang= win over the stored language, and ignores a language the shop does not have', () => {
    expect(addressLanguage({ lang: 'en' }, 'vi')).toBe('en');
    expect(addressLanguage({ lang: 'fr' }, 'vi')).toBe('vi');
    expect(addressLanguage({}, 'en')).toBe('en');
  });

  it('prefixes paths with the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl(origin, '/a')).toBe(`${origin}/a`);
    expect(absoluteUrl(origin, 'a')).toBe(`${origin}/a`);
    expect(absoluteUrl(origin, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });
});
