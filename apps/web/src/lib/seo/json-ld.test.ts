import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd } from './json-ld';
import {
  HEADLINE_MAX,
  jobPostingJsonLd,
  newsArticleJsonLd,
  productJsonLd,
  toEmploymentType,
} from './json-ld-details';

/**
 * The properties Google's rich results require of each type (developers.google.com/search/docs/
 * appearance/structured-data): a dotted path names a nested property, `[]` every element of a list.
 */
const REQUIRED: Record<string, readonly string[]> = {
  Product: ['name', 'image', 'offers.price', 'offers.priceCurrency', 'offers.availability'],
  BreadcrumbList: ['itemListElement[].position', 'itemListElement[].name', 'itemListElement[].item'],
  ItemList: ['itemListElement[].position', 'itemListElement[].url'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author.name'],
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'hiringOrganization.name',
    'jobLocation.address.addressCountry',
    'employmentType',
  ],
  Organization: ['name', 'url', 'logo'],
};

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/** The required properties `document` lacks (empty when it qualifies for its rich result). */
function missingRequired(document: Record<string, unknown>): string[] {
  const type = String(document['@type']);
  const required = REQUIRED[type];
  if (!required) return [`@type ${type} has no requirements listed`];
  const missing: string[] = [];
  if (document['@context'] !== 'https://schema.org') missing.push('@context');
  for (const path of required) {
    const check = (value: unknown, parts: string[]): boolean => {
      const [head, ...rest] = parts;
      if (head === undefined) return isPresent(value);
      if (typeof value !== 'object' || value === null) return false;
      if (head.endsWith('[]')) {
        const list = (value as Record<string, unknown>)[head.slice(0, -2)];
        return Array.isArray(list) && list.length > 0 && list.every((item) => check(item, rest));
      }
      return check((value as Record<string, unknown>)[head], rest);
    };
    if (!check(document, path.split('.'))) missing.push(path);
  }
  return missing;
}

const origin = 'https://shop.example';
const publisher = { name: 'Mộc Lam', url: `${origin}/`, logo: `${origin}/logo.png` };

describe('the rich-results check itself', () => {
  it('names what a document lacks', () => {
    expect(missingRequired({ '@context': 'https://schema.org', '@type': 'Product', name: 'Trà' })).toEqual([
      'image',
      'offers.price',
      'offers.priceCurrency',
      'offers.availability',
    ]);
    expect(
      missingRequired({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [{ position: 1, url: 'a' }, { position: 2 }],
      }),
    ).toEqual(['itemListElement[].url']);
  });
});

describe('productJsonLd', () => {
  const base = {
    url: `${origin}/mua-hang/san-pham/TRA-001`,
    name: 'Trà xanh Thái Nguyên',
    description: 'Trà xanh',
    images: [`${origin}/api/images/products/tra-001.svg?size=xl`],
    sku: 'TRA-001',
    brand: 'Mộc Lam',
    price: 120_000,
    isInStock: true,
  };

  it('has what a product rich result requires, in VND, in stock', () => {
    const document = productJsonLd(base);
    expect(missingRequired(document)).toEqual([]);
    expect(document.offers).toMatchObject({
      price: 120_000,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
    });
    expect(document.offers).not.toHaveProperty('priceSpecification');
  });

  it('says out of stock, and strikes the retail price through during a promotion', () => {
    const document = productJsonLd({
      ...base,
      price: 99_000,
      retailPrice: 120_000,
      priceValidUntil: '2026-12-31T16:59:59.000Z',
      isInStock: false,
    });
    expect(missingRequired(document)).toEqual([]);
    expect(document.offers).toMatchObject({
      price: 99_000,
      availability: 'https://schema.org/OutOfStock',
      priceValidUntil: '2026-12-31',
      priceSpecification: {
        priceType: 'https://schema.org/StrikethroughPrice',
        price: 120_000,
        priceCurrency: 'VND',
      },
    });
  });
});

describe('breadcrumbJsonLd and itemListJsonLd', () => {
  it('number their items from 1 with names and URLs', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Trang chủ', url: `${origin}/` },
      { name: 'Trà', url: `${origin}/san-pham/tra` },
      { name: 'Trà xanh', url: `${origin}/mua-hang/san-pham/TRA-001` },
    ]);
    expect(missingRequired(crumbs)).toEqual([]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Trà', item: `${origin}/san-pham/tra` },
      { '@type': 'ListItem', position: 3, name: 'Trà xanh', item: `${origin}/mua-hang/san-pham/TRA-001` },
    ]);
    const list = itemListJsonLd('Trà', [{ url: `${origin}/a` }, { url: `${origin}/b`, name: 'B' }]);
    expect(missingRequired(list)).toEqual([]);
    expect(list.numberOfItems).toBe(2);
  });
});

describe('newsArticleJsonLd', () => {
  it('has headline, image, date and the shop as author, and cuts a headline over 110 characters', () => {
    const document = newsArticleJsonLd({
      url: `${origin}/tin-tuc/bai-viet/mua-che`,
      headline: `Mùa chè ${'rất '.repeat(40)}dài`,
      images: [`${origin}/api/images/news/mua-che.svg?size=xl`],
      datePublished: '2026-03-14T02:00:00.000Z',
      language: 'vi',
      publisher,
    });
    expect(missingRequired(document)).toEqual([]);
    expect(String(document.headline).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(String(document.headline)).toMatch(/…$/);
    expect(document.author).toMatchObject({ '@type': 'Organization', name: 'Mộc Lam' });
  });
});

describe('jobPostingJsonLd', () => {
  it('has what a job rich result requires, with its deadline and a Vietnamese place of work', () => {
    const document = jobPostingJsonLd({
      url: `${origin}/tuyen-dung/ky-su`,
      title: 'Kỹ sư nông nghiệp',
      description: '<p>Chăm sóc vùng chè</p>',
      datePosted: '2026-10-20T02:00:00.000Z',
      validThrough: '2027-01-15T16:59:59.000Z',
      employmentType: toEmploymentType('Toàn thời gian'),
      location: 'Tân Cương, Thái Nguyên',
      openings: 1,
      hiringOrganization: publisher,
    });
    expect(missingRequired(document)).toEqual([]);
    expect(document).toMatchObject({
      validThrough: '2027-01-15T16:59:59.000Z',
      employmentType: 'FULL_TIME',
      jobLocation: { address: { streetAddress: 'Tân Cương, Thái Nguyên', addressCountry: 'VN' } },
    });
  });

  it('reads the employment type in both languages', () => {
    expect(toEmploymentType('Full-time')).toBe('FULL_TIME');
    expect(toEmploymentType('Bán thời gian')).toBe('PART_TIME');
    expect(toEmploymentType('Part time')).toBe('PART_TIME');
    expect(toEmploymentType('Thực tập')).toBe('INTERN');
    expect(toEmploymentType('Thời vụ')).toBe('TEMPORARY');
    expect(toEmploymentType(undefined)).toBe('OTHER');
  });
});

describe('organizationJsonLd', () => {
  it('has name, url and logo, and lists only the social pages it has', () => {
    const document = organizationJsonLd({
      ...publisher,
      address: '12 Lê Lợi, TP. Hồ Chí Minh',
      phone: '028 1234 5678',
      socials: ['https://facebook.com/moclam', undefined],
    });
    expect(missingRequired(document)).toEqual([]);
    expect(document).toMatchObject({
      telephone: '028 1234 5678',
      address: { streetAddress: '12 Lê Lợi, TP. Hồ Chí Minh', addressCountry: 'VN' },
      sameAs: ['https://facebook.com/moclam'],
    });
    expect(organizationJsonLd(publisher)).not.toHaveProperty('sameAs');
  });
});
