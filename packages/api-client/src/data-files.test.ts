import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useTestShop } from './shop.test-kit.js';

const ADMIN = { ADMIN_EMAIL: 'quantri@example.com', ADMIN_PASSWORD: 'QuanTri12345' };
const CUSTOMER = { email: 'khachhang@example.com', password: 'MatKhau123' };

interface News {
  title: string;
  slug?: string;
  sst?: number;
  shared?: boolean;
}

describe('api-client data and file calls against the real server', () => {
  const kit = useTestShop(ADMIN);
  const { client } = kit;
  let adminToken: string;
  let customerToken: string;

  async function login(account: string, password: string): Promise<string> {
    const { env } = kit.shop();
    const basic = Buffer.from(`${account}:${password}`).toString('base64');
    const reply = await fetch(`${kit.baseUrl()}/auth/local?id_app=${env.ID_APP}&group_id=${env.GROUP_ID}`, {
      headers: { authorization: `Basic ${basic}` },
    });
    return ((await reply.json()) as { token: string }).token;
  }

  beforeAll(async () => {
    adminToken = await login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    customerToken = await login(CUSTOMER.email, CUSTOMER.password);
  });

  it('creates, reads, updates, deletes and keeps the history of a document', async () => {
    const admin = client(adminToken);
    const created = await admin.createDocument<News>('news', { title: 'Mùa trà mới', sst: 1 });
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    const updated = await admin.updateDocument<News>('news', created._id, { sst: 2 });
    expect(updated).toMatchObject({ title: 'Mùa trà mới', sst: 2 });
    expect(await client().getDocument<News>('news', created._id)).toEqual(updated);
    const history = await client().getHistory<News>('news', created._id);
    expect(history.map((version) => version.data?.sst)).toEqual([1, 2]);
    const deleted = await admin.deleteDocument<News>('news', created._id, { id: 'x', code: '123456' });
    expect(deleted._id).toBe(created._id);
    const gone = await client()
      .getDocument('news', created._id)
      .catch((error: unknown) => error);
    expect((gone as ApiError).status).toBe(404);
    expect((gone as ApiError).message).toBe('Không tìm thấy tài liệu');
  });

  it('refuses a customer writing the catalogue', async () => {
    const error = await client(customerToken)
      .createDocument('dmvt', { ma_vt: 'X' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });

  it('searches with a body and counts, on app and global collections', async () => {
    const api = client();
    const page = await api.search<{ ma_vt: string }>('dmvt', {
      q: { ma_nvt: 'tra' },
      fields: ['ma_vt'],
      limit: 3,
      sort: { ma_vt: 1 },
    });
    expect(page).toHaveLength(3);
    expect(Object.keys(page[0]!).sort()).toEqual(['_id', 'ma_vt']);
    expect(await api.searchCount('dmvt', { ma_nvt: 'tra' })).toBe(await api.count('dmvt', { ma_nvt: 'tra' }));
    const categories = await api.search('ecomcategories', { limit: 2 });
    expect(categories).toHaveLength(2);
    expect(await api.getDocument('ecomcategories', categories[0]!._id)).toEqual(categories[0]);
  });

  it('lists shared documents', async () => {
    const shared = await client().listShared<News>('news', { limit: 5 });
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((doc) => doc.shared === true)).toBe(true);
    expect(await client().getShared<News>('news', shared[0]!._id)).toEqual(shared[0]);
  });

  it('uploads a file as a user and fetches it by its link; guests are refused', async () => {
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    const uploaded = await client(customerToken).uploadFile(pdf, { name: 'hoa-don.pdf', group: 'invoices' });
    expect(uploaded).toMatchObject({
      name: 'hoa-don.pdf',
      type: 'application/pdf',
      group: 'invoices',
      size: 15,
    });
    const response = await fetch(client().fileUrl(uploaded.id_link));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.4\n%%EOF\n');
    const refused = await client()
      .uploadFile(pdf)
      .catch((caught: unknown) => caught);
    expect((refused as ApiError).status).toBe(401);
  });

  it('uploads a picture whose WebP variants it names, and refuses a PDF when asked for pictures only', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQrzXSrzVigFAAGEoDeSgUkJoAAAAASUVORK5CYII=',
      'base64',
    );
    const picture = await client(customerToken).uploadFile(new Blob([png], { type: 'image/png' }), {
      name: 'a.png',
      picturesOnly: true,
    });
    expect(picture.variants?.share).toBe(`${picture.link}&share=1`);
    const variant = await fetch(`${kit.baseUrl()}${picture.variants?.w240}`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'image/png' });
    const refused = await client(customerToken)
      .uploadFile(pdf, { name: 'a.png', picturesOnly: true })
      .catch((caught: unknown) => caught);
    expect((refused as ApiError).status).toBe(415);
    expect((refused as ApiError).code).toBe('FILE_NOT_PICTURE');
  });

  it('builds image URLs the server answers with a resized WebP', async () => {
    const api = client();
    const { env } = kit.shop();
    const baseUrl = kit.baseUrl();
    const url = api.imageUrl('/images/products/cph-001.svg', 'm', env.PUBLIC_TOKEN);
    expect(url).toBe(
      `${baseUrl}/api/images/products/cph-001.svg?size=m&access_token=${env.PUBLIC_TOKEN}&trust_key=${env.TRUST_KEY}`,
    );
    const response = await fetch(url, { headers: { accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(api.imageUrl('https://cdn.example/a.png', 'm')).toBe('https://cdn.example/a.png');
    expect(api.imageUrl('news/a b.svg')).toBe(
      `${baseUrl}/api/images/news/a%20b.svg?trust_key=${env.TRUST_KEY}`,
    );
  });
});
