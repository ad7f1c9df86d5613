import { startTestShop, type TestShop, testBackend } from '@shop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';

describe('content and reference calls against the real server', () => {
  let shop: TestShop;
  let api: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    shop = await startTestShop(testBackend());
    const baseUrl = await shop.listen();
    api = createApiClient({
      baseUrl,
      idApp: shop.env.ID_APP,
      trustKey: shop.env.TRUST_KEY,
      accessToken: shop.env.PUBLIC_TOKEN,
    });
  });
  afterAll(() => shop?.close());

  it('reads the company info and the record with phone and facebook', async () => {
    const info = await api.getCompanyInfo();
    expect(info.name).toBeTruthy();
    expect(info.name_en).toBeTruthy();
    const contact = await api.getCompanyContact();
    expect(contact._id).toBe(info.contact_id);
    expect(contact.phone).toBeTruthy();
    expect(contact.facebook).toMatch(/^https:\/\//);
  });

  it('reads labels, product lines, categories and products', async () => {
    expect((await api.getLabels('gioi_tinh')).map((label) => label.ten)).toEqual(['Nam', 'Nữ']);
    expect(await api.listProductLines()).toHaveLength(5);
    expect((await api.listCategories('tin-tuc')).map((category) => category.slug)).toEqual([
      'tra',
      'ca-phe',
      'nong-san',
    ]);
    const [listed] = await api.listProducts({ limit: 1 });
    const product = await api.getProduct(listed!.ma_vt);
    expect(product?._id).toBe(listed!._id);
    expect(await api.getProduct('NO-SUCH-CODE')).toBeUndefined();
  });

  it('reads news, one article by slug in each language, and jobs', async () => {
    const news = await api.listNews({ language: 'en' });
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(news.every((article) => article.ngon_ngu === 'en')).toBe(true);
    const dates = news.map((article) => String(article.date_created));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(news.some((article) => typeof article.content === 'string')).toBe(true);
    const cards = await api.listNews({ language: 'en', notfields: ['content'] });
    expect(cards.map((article) => article.title)).toEqual(news.map((article) => article.title));
    expect(cards.every((article) => article.content === undefined)).toBe(true);
    const coffee = await api.listNews({ category: 'ca-phe' });
    expect(coffee.every((article) => article.loai_tin_tuc === 'ca-phe')).toBe(true);
    const slug = coffee[0]!.slug;
    expect((await api.getNewsBySlug(slug, 'en'))?.ngon_ngu).toBe('en');
    expect((await api.getNewsBySlug(slug))?.title).toBe(coffee[0]!.title);
    const jobs = await api.listJobs();
    expect(jobs).toHaveLength(4);
    expect(jobs[0]?.muc_luong).toBeTruthy();
  });

  it('reads the footer pages and a page by slug and type', async () => {
    expect(await api.listPages('huong-dan')).toHaveLength(5);
    const policies = await api.listPages('chinh-sach', 'en');
    expect(policies.map((page) => page.slug)).toContain('privacy-policy');
    expect((await api.getPage('chinh-sach-bao-mat', 'chinh-sach'))?.ngon_ngu).toBe('vi');
    expect(await api.getPage('chinh-sach-bao-mat', 'huong-dan')).toBeUndefined();
  });

  it('sends a contact message and subscribes, with the server messages', async () => {
    const sent = await api.sendContact({
      ho_ten: 'Lê Chi',
      email: 'chi@example.vn',
      noi_dung: 'Xin báo giá sỉ.',
    });
    expect(sent._id).toMatch(/^[0-9a-f]{24}$/);
    expect(sent.message).toBe('Gửi thông tin thành công');
    const refused = await api
      .sendContact({ ho_ten: 'Lê Chi', email: 'chi', noi_dung: 'x' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('Email không hợp lệ');
    const first = await api.subscribe('chi@example.vn');
    const again = await api.subscribe('chi@example.vn');
    expect(again).toMatchObject({ _id: first._id, already_subscribed: true });
  });

  it('lists provinces and wards and suggests an address', async () => {
    const provinces = await api.listProvinces();
    expect(provinces).toHaveLength(34);
    const byName = await api.listWards('Thành phố Hồ Chí Minh');
    const byCode = await api.listWards('79');
    expect(byName.length).toBeGreaterThan(100);
    expect(byCode.map((ward) => ward._id)).toEqual(byName.map((ward) => ward._id));
    const [best] = await api.suggestAddress('12 Lê Lợi, phường Sài Gòn, TP HCM', 3);
    expect(best).toMatchObject({ tinh_thanh: 'Thành phố Hồ Chí Minh', xa_phuong: 'Phường Sài Gòn' });
  });

  it('reads payment methods and carriers; a guest has no customer record', async () => {
    expect((await api.listPaymentMethods()).map((method) => method.loai)).toEqual([
      'cod',
      'bank-transfer',
      'e-wallet',
      'e-wallet',
      'e-wallet',
    ]);
    expect((await api.listCarriers()).length).toBeGreaterThanOrEqual(2);
    const error = await api.getCustomer().catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Not found customer for user');
  });
});
