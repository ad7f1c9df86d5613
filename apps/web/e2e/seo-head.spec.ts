import { expect, type Page, test } from '@shop/e2e/journey';

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name));
    return {
      title: document.title,
      canonicals: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogImageType: attr('meta[property="og:image:type"]', 'content'),
      ogImageWidth: attr('meta[property="og:image:width"]', 'content'),
      ogImageHeight: attr('meta[property="og:image:height"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
    };
  });
}

/** Opens `list`, then the first card linking under `prefix` by a click (a client navigation). */
/** The first card with a picture: other journeys add articles without one to the same shop. */
async function openFirstCard(page: Page, list: string, prefix: string) {
  await page.goto(list);
  const card = page.locator(`main article:has(img) h3 a[href^="${prefix}"]`).first();
  const href = (await card.getAttribute('href')) ?? '';
  const name = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(page).toHaveURL(href);
  // The page shown, not the list still fading out.
  await expect(page.locator('main h1')).toHaveText(name);
  return { href, name };
}

// The head is the same for both widths: one project is enough.
test.describe('@desktop head tags after client navigation', () => {
  test('a product page: title, canonical, hreflang, og:image at share size, Product and BreadcrumbList', async ({
    page,
    baseURL,
  }) => {
    const { href, name } = await openFirstCard(page, '/san-pham/tra', '/mua-hang/san-pham/');

    await expect(async () => {
      const tags = await head(page);
      expect(tags.title).toBe(`${name} — Mộc Lam`);
      expect(tags.canonicals).toEqual([`${baseURL}${href}`]);
      expect(tags.ogUrl).toEqual([`${baseURL}${href}`]);
      expect(tags.alternates).toEqual([
        ['vi', `${baseURL}${href}`],
        ['en', `${baseURL}${href}?lang=en`],
        ['x-default', `${baseURL}${href}`],
      ]);
      expect(tags.ogImage).toHaveLength(1);
      expect(tags.ogImage[0]).toMatch(new RegExp(`^${baseURL}/api/images/.+\\?share=1$`));
      expect(tags.robots).toEqual([]);
    }).toPass();

    const documents = await jsonLd(page);
    const product = documents.find((document) => document['@type'] === 'Product');
    expect(product).toMatchObject({
      name,
      sku: href.split('/').at(-1),
      offers: {
        price: expect.any(Number),
        priceCurrency: 'VND',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(In|OutOf)Stock$/),
      },
    });
    expect(documents.map((document) => document['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']),
    );

    // The share picture is served to anyone, without a token.
    const shared = await head(page);
    const picture = await page.request.get(shared.ogImage[0] ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    expect(shared.ogImageType).toEqual(['image/jpeg']);
    expect(shared.ogImageWidth).toEqual(['1200']);
    expect(shared.ogImageHeight).toEqual(['630']);
  });

  test("an article: its title, canonical, hreflang, og:image and NewsArticle; the cart is noindex and shares the shop's card", async ({
    page,
    baseURL,
  }) => {
    const { href, name: title } = await openFirstCard(page, '/tin-tuc', '/tin-tuc/bai-viet/');

    await expect(async () => {
      const tags = await head(page);
      expect(tags.title).toBe(`${title} — Mộc Lam`);
      expect(tags.canonicals).toEqual([`${baseURL}${href}`]);
      expect(tags.alternates.map(([language]) => language)).toEqual(['vi', 'en', 'x-default']);
      expect(tags.ogImage[0]).toMatch(new RegExp(`^${baseURL}/api/images/`));
    }).toPass();
    const article = (await jsonLd(page)).find((document) => document['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ headline: title, author: { name: expect.any(String) } });
    expect(Date.parse(String(article?.datePublished))).not.toBeNaN();

    // On to the cart through the header's mini cart: noindex, no alternates, the article's tags gone.
    await page.getByRole('button', { name: /^Giỏ hàng/ }).click();
    await page.getByRole('link', { name: 'Xem giỏ hàng' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(async () => {
      const tags = await head(page);
      expect(tags.robots).toEqual(['noindex']);
      expect(tags.alternates).toEqual([]);
      expect(tags.canonicals).toEqual([`${baseURL}/cart`]);
      // A page without a picture of its own shares the branded card, a JPEG, never the SVG icon.
      expect(tags.ogImage).toEqual([`${baseURL}/api/share-card.jpg`]);
      expect(tags.ogImageType).toEqual(['image/jpeg']);
    }).toPass();
    const card = await page.request.get(`${baseURL}/api/share-card.jpg`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect((await jsonLd(page)).map((document) => document['@type'])).toEqual(['Organization']);
  });

  test('a product on promotion, opened directly: the promotional price, the retail one struck through', async ({
    page,
    request,
  }) => {
    const config = await (await request.get('/config.json')).json();
    const auth = { access_token: config.public_token, trust_key: config.trust_key };
    const list = async (collection: string, q: object) =>
      (
        await request.get(`/api/${config.id_app}/${collection}`, {
          params: { ...auth, q: JSON.stringify(q) },
        })
      ).json();
    // TRA-004 is on promotion from the first item for the whole season in the seed.
    const [promotion] = await list('dmchietkhau', { ma_vt: 'TRA-004' });
    const [product] = await list('dmvt', { ma_vt: 'TRA-004' });
    await page.goto('/mua-hang/san-pham/TRA-004');
    await expect(async () => {
      const found = (await jsonLd(page)).find((document) => document['@type'] === 'Product');
      expect(found?.offers).toMatchObject({
        price: promotion.gia_ban,
        priceCurrency: 'VND',
        priceValidUntil: String(promotion.hieu_luc_den).slice(0, 10),
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: product.gia_ban_le },
      });
    }).toPass();
  });
});
