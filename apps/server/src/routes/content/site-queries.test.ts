import { describe, expect, it } from 'vitest';
import { testBackends } from '../../testing.js';
import { dataApiSuite } from '../../suite.test-kit.js';

type Row = Record<string, unknown>;

/** The reads of SPEC §7 "Reads" and "Site queries", with their exact parameters, on the seeded shop. */
describe.each(testBackends())('site queries on %s', (backend) => {
  const { shop, auth } = dataApiSuite(backend);

  /** GET path?{auth}&q=…&{extra}; path without the /api/ prefix. */
  async function read(path: string, q?: object, extra = ''): Promise<Row[]> {
    const condition = q ? `&q=${encodeURIComponent(JSON.stringify(q))}` : '';
    const reply = await shop().app.inject({
      url: `/api/${path}?${auth()}${condition}${extra ? `&${extra}` : ''}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Row[]>();
  }
  const app = () => shop().env.ID_APP;

  it('product lines: limit 100, ma_nganh_hang NS', async () => {
    const lines = await read('ecomproductlines', { ma_nganh_hang: 'NS' }, 'limit=100');
    expect(lines.map((line) => line.ma)).toEqual([
      'tra',
      'ca-phe',
      'nong-san',
      'nuoc-tang-luc',
      'nuoc-ep-oi',
    ]);
  });

  it('categories of products and of news', async () => {
    const categories = await read('ecomcategories', { loai: 'tin-tuc' }, 'limit=100');
    expect(categories.map((category) => category.slug)).toEqual(['tra', 'ca-phe', 'nong-san']);
  });

  it('products, one by code', async () => {
    const [first] = await read(`${app()}/dmvt`, undefined, 'limit=1');
    const byCode = await read(`${app()}/dmvt`, { ma_vt: first?.ma_vt }, 'limit=1');
    expect(byCode).toHaveLength(1);
    expect(byCode[0]?._id).toBe(first?._id);
  });

  it('news list: page 1, limit 100, isnews false, ngon_ngu vi, shared true — articles only', async () => {
    const news = await read(
      `${app()}/news`,
      { isnews: false, ngon_ngu: 'vi', shared: true },
      'page=1&limit=100',
    );
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(news.every((article) => article.ngon_ngu === 'vi' && article.loai_tin_tuc !== 'tuyen-dung')).toBe(
      true,
    );
    for (const category of ['tra', 'ca-phe', 'nong-san']) {
      const inCategory = await read(
        `${app()}/news`,
        { isnews: false, ngon_ngu: 'vi', shared: true, loai_tin_tuc: category },
        'page=1&limit=100',
      );
      expect(inCategory.length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('news detail by slug and ngon_ngu, in both languages', async () => {
    for (const ngon_ngu of ['vi', 'en']) {
      const [article, ...rest] = await read(`${app()}/news`, { slug: 'mua-che-xuan-tan-cuong', ngon_ngu });
      expect(rest).toHaveLength(0);
      expect(article).toMatchObject({ slug: 'mua-che-xuan-tan-cuong', ngon_ngu, loai_tin_tuc: 'tra' });
      expect(article?.add_on_data).toEqual(
        expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]),
      );
    }
  });

  it('jobs, apart from the news feed', async () => {
    const jobs = await read(`${app()}/news`, { loai_tin_tuc: 'tuyen-dung', ngon_ngu: 'vi' }, 'limit=100');
    expect(jobs).toHaveLength(4);
    expect(jobs.every((job) => job.isnews === true)).toBe(true);
  });

  it('footer lists: 5 guides and 5 customer policies, and a page by slug and type', async () => {
    for (const ten_loai of ['Hướng dẫn', 'Chính sách khách hàng']) {
      const pages = await read(`${app()}/ecompages`, { ten_loai, ngon_ngu: 'vi' }, 'limit=5');
      expect(pages, ten_loai).toHaveLength(5);
    }
    const [privacyEn] = await read(`${app()}/ecompages`, { slug: 'privacy-policy', loai: 'chinh-sach' });
    const [privacyVi] = await read(`${app()}/ecompages`, { slug: 'chinh-sach-bao-mat', loai: 'chinh-sach' });
    expect(privacyEn?.nhom).toBe('chinh-sach-bao-mat');
    expect(privacyVi?.ngon_ngu).toBe('vi');
  });

  it('payment methods (online true, and the plain list), carriers, fees and free shipping', async () => {
    const methods = await read(`${app()}/ptthanhtoan`, { online: true });
    expect(methods.map((method) => method.loai)).toEqual([
      'cod',
      'bank-transfer',
      'e-wallet',
      'e-wallet',
      'e-wallet',
    ]);
    expect(methods.map((method) => method.cong_thanh_toan)).toEqual([
      undefined,
      undefined,
      'vnpay',
      'momo',
      'zalopay',
    ]);
    expect(await read(`${app()}/ptthanhtoan`)).toHaveLength(5);
    expect((await read('ecomcarrier_fees/shared')).length).toBeGreaterThanOrEqual(2);
    const fees = await read('ecomtransportfees/shared', { ten_quan_huyen: 'Quận 1' });
    expect(fees).toEqual([expect.objectContaining({ tien_phi: 20_000 })]);
    const freeships = await read('ecompromotion_freeships/shared', { ma_chietkhau: 'FREESHIP' });
    expect(freeships.map((rule) => rule.gia_tri_dh)).toEqual([1_000_000, 500_000]);
  });

  it('labels from /api/labelinfo', async () => {
    const labels = await read('labelinfo', { nhom: 'gioi_tinh' });
    expect(labels.map((label) => [label.ma, label.ten, label.ten_eng])).toEqual([
      ['male', 'Nam', 'Male'],
      ['female', 'Nữ', 'Female'],
    ]);
  });
});
