import { describe, expect, it } from 'vitest';
import { seoPage, isPrivatePath } from './seo-page';
import { productHead } from './detail-heads';
import { categoryHead, isNotFound, notFoundHead, pageHead, productListItems, rootHead } from './site-heads';

const origin = 'https://shop.example';

function scriptTypes(head: { scripts: { children: string }[] }): string[] {
  return head.scripts.map((script) => JSON.parse(script.children)['@type']);
}

describe('seoPage and isPrivatePath', () => {
  it('takes the language from ?lang= before the stored one', () => {
    expect(seoPage({ pathname: '/tin-tuc', search: { lang: 'en' } }, 'vi', origin)).toEqual({
      origin,
      path: '/tin-tuc',
      search: { lang: 'en' },
      language: 'en',
      // No company record read yet: the default brand.
      brand: 'Mộc Lam',
    });
    expect(seoPage({ pathname: '/', search: undefined }, 'en', origin).language).toBe('en');
  });

  it("names an index route's page without the router's trailing slash", () => {
    expect(seoPage({ pathname: '/san-pham/', search: {} }, 'vi', origin).path).toBe('/san-pham');
    expect(seoPage({ pathname: '/', search: {} }, 'vi', origin).path).toBe('/');
  });

  it("keeps only the parameters the page's routes read (the router's strict search)", () => {
    const page = seoPage(
      {
        pathname: '/mua-hang/san-pham',
        search: { lang: 'en', page: 2, sort: 'name', x: '1', fbclid: 'abc' },
        _strictSearch: { page: 2, sort: 'name' },
      },
      'vi',
      origin,
    );
    expect(page).toEqual({
      origin,
      path: '/mua-hang/san-pham',
      search: { page: 2, sort: 'name' },
      language: 'en',
      // No company record read yet: the default brand.
      brand: 'Mộc Lam',
    });
    const product = seoPage(
      { pathname: '/mua-hang/san-pham/TRA-001', search: { x: '1' }, _strictSearch: {} },
      'vi',
      origin,
    );
    expect(rootHead(product, undefined).links).toContainEqual({
      rel: 'canonical',
      href: `${origin}/mua-hang/san-pham/TRA-001`,
    });
  });

  it('keeps accounts, cart, checkout and the sign-in screens out of search results', () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/checkout-alert',
      '/user-profile/my-profile',
      '/dang-nhap',
      '/dang-ky',
      '/xac-thuc',
      '/quen-mat-khau',
      '/huy-dang-ky',
      '/yeu-cau-du-lieu',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ['/', '/cartography', '/san-pham/tra', '/mua-hang/san-pham/CPH-001']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});

describe('rootHead', () => {
  it('gives every page its canonical, alternates and the Organization', () => {
    const head = rootHead(seoPage({ pathname: '/gioi-thieu', search: {} }, 'vi', origin), {
      name: 'Công ty Mộc Lam',
      phone: '028 1234 5678',
    });
    expect(head.links.map((link) => link.href)).toEqual([
      `${origin}/gioi-thieu`,
      `${origin}/gioi-thieu`,
      `${origin}/gioi-thieu?lang=en`,
      `${origin}/gioi-thieu`,
    ]);
    expect(JSON.parse(head.scripts[0]?.children ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Công ty Mộc Lam',
      telephone: '028 1234 5678',
      logo: `${origin}/logo.png`,
    });
    expect(head.meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it("shares the shop's branded card, a 1200 × 630 JPEG, never the SVG icon", () => {
    const head = rootHead(seoPage({ pathname: '/', search: {} }, 'vi', origin), { name: 'Công ty Mộc Lam' });
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: `${origin}/api/share-card.jpg` },
        { name: 'twitter:image', content: `${origin}/api/share-card.jpg` },
        { property: 'og:image:type', content: 'image/jpeg' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Công ty Mộc Lam' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    expect(JSON.stringify(head.meta)).not.toContain('.svg');
  });

  it("gives a page without a picture of its own the card's every tag (none of the root's is left over)", () => {
    const head = pageHead(seoPage({ pathname: '/lien-he', search: {} }, 'vi', origin), { title: 'Liên hệ' });
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: `${origin}/api/share-card.jpg` },
        { property: 'og:image:type', content: 'image/jpeg' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Mộc Lam' },
      ]),
    );
  });

  it('marks the cart noindex', () => {
    const head = rootHead(seoPage({ pathname: '/cart', search: {} }, 'vi', origin), undefined);
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.links).toEqual([{ rel: 'canonical', href: `${origin}/cart` }]);
  });
});

describe('productHead', () => {
  const page = seoPage({ pathname: '/mua-hang/san-pham/TRA-001', search: {} }, 'vi', origin);
  const product = {
    name: 'Trà xanh',
    description: 'Trà xanh Thái Nguyên',
    sku: 'TRA-001',
    images: ['/api/images/products/tra-001.svg?size=xl'],
    category: { name: 'Trà', path: '/san-pham/tra' },
  };

  it('gives the Product its Offer and the trail through its category', () => {
    const head = productHead(page, {
      ...product,
      pricing: {
        price: 99_000,
        retailPrice: 120_000,
        promotionEnd: '2026-12-31T16:59:59.000Z',
        isInStock: true,
      },
    });
    expect(scriptTypes(head)).toEqual(['Product', 'BreadcrumbList']);
    const productLd = JSON.parse(head.scripts[0]?.children ?? '{}');
    expect(productLd.image).toEqual([`${origin}/api/images/products/tra-001.svg?size=xl`]);
    expect(productLd.offers).toMatchObject({ price: 99_000, priceValidUntil: '2026-12-31' });
    expect(head.meta).toContainEqual({ title: 'Trà xanh — Mộc Lam' });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'product' });
  });

  it('shares the 1200 × 630 JPEG variant of the main picture, with its type and size', () => {
    const share = '/api/images/products/tra-001.svg?share=1';
    const head = productHead(page, { ...product, shareImage: share, pricing: undefined });
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${origin}${share}` });
    expect(head.meta).toContainEqual({ name: 'twitter:image', content: `${origin}${share}` });
    expect(head.meta).toContainEqual({ property: 'og:image:type', content: 'image/jpeg' });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'Trà xanh' });
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(head.meta).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('states no price it does not know: without the promotions, no Product', () => {
    expect(scriptTypes(productHead(page, { ...product, pricing: undefined }))).toEqual(['BreadcrumbList']);
  });
});

describe('categoryHead and productListItems', () => {
  it("lists the products' pages with their names in the page's language", () => {
    const products = [
      { ma_vt: 'TRA-001', ten_vt: 'Trà xanh', ten_vt_eng: 'Green tea' },
      { ma_vt: 'TRA-002', ten_vt: 'Trà đen', ten_vt_eng: '' },
    ];
    const page = seoPage({ pathname: '/san-pham/tra', search: { lang: 'en' } }, 'vi', origin);
    const head = categoryHead(page, {
      title: 'Tea',
      description: 'Tea from the hills',
      items: productListItems(products, page.language),
    });
    const [itemList] = head.scripts.map((script) => JSON.parse(script.children));
    expect(itemList.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: `${origin}/mua-hang/san-pham/TRA-001?lang=en`,
        name: 'Green tea',
      },
      {
        '@type': 'ListItem',
        position: 2,
        url: `${origin}/mua-hang/san-pham/TRA-002?lang=en`,
        name: 'Trà đen',
      },
    ]);
    expect(scriptTypes(head)).toEqual(['ItemList', 'BreadcrumbList']);
  });

  it("shares the category's own picture when it has one", () => {
    const page = seoPage({ pathname: '/san-pham/tra', search: {} }, 'vi', origin);
    const share = '/api/images/categories/tra.svg?share=1';
    const head = categoryHead(page, {
      title: 'Trà',
      description: 'Trà từ những đồi chè',
      items: [],
      image: { url: share, alt: 'Đồi chè', type: 'image/jpeg', width: 1200, height: 630 },
    });
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${origin}${share}` });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'Đồi chè' });
  });
});

describe('the not-found page', () => {
  it('has its own title, is noindex and names no canonical, alternate or share tag', () => {
    const head = notFoundHead('Mộc Lam');
    expect(head.meta).toContainEqual({ title: 'Không tìm thấy trang — Mộc Lam' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.meta.some((meta) => 'property' in meta && meta.property === 'og:url')).toBe(false);
    expect(head.links).toEqual([]);
  });

  it('is told by a match a loader found nothing for, or by the root standing for an unknown address', () => {
    expect(isNotFound([{ status: 'success' }, { status: 'success' }])).toBe(false);
    expect(isNotFound([{ status: 'success' }, { status: 'notFound' }])).toBe(true);
    expect(isNotFound([{ status: 'success', _notFound: true }])).toBe(true);
  });
});
