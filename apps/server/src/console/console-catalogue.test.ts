import type {
  CatalogueItem,
  CatalogueItemReply,
  ConsoleProductReply,
  ProductFormInput,
  ProductRemoveReply,
  ProductsReply,
  ProductWriteReply,
} from '@shop/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { listVersions } from '../db/documents.js';
import { buy, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { consoleSuite } from './console.test-kit.js';

const form = (extra: Partial<ProductFormInput> = {}): ProductFormInput => ({
  ma_vt: 'thu-001',
  ten_vt: 'Trà sen Tây Hồ thử nghiệm',
  ten_vt_eng: 'West Lake lotus tea (test)',
  mo_ta: 'Mô tả',
  mo_ta_eng: 'Description',
  ma_nvt: 'tra',
  ma_dong_sp: '',
  dvt: 'Hộp',
  dvt_eng: 'Box',
  gia_ban_le: 50_000,
  ton: 10,
  thuoc_tinh: [],
  pictures: [{ path: '/images/products/tra-001.svg', alt: 'Hộp trà sen', alt_eng: 'A box of lotus tea' }],
  online: true,
  ...extra,
});

describe.each(testBackends())('console catalogue (%s)', (backend) => {
  const kit = consoleSuite(backend);

  const ok = async <T>(reply: Promise<{ status: number; body: T }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const owner = () => kit().callers.owner;
  const shopList = async (q: object) =>
    (
      await kit().call<{ ma_vt: string; gia_ban_le: number }[]>(
        newGuest(),
        'GET',
        `dmvt?q=${encodeURIComponent(JSON.stringify(q))}`,
      )
    ).body;

  it('lists products searched without diacritics in names and code, filtered and paged on the server', async () => {
    const plain = await ok(
      kit().call<ProductsReply>(owner(), 'GET', 'console/products?q=tra%20xanh&limit=5'),
    );
    const accented = await ok(
      kit().call<ProductsReply>(
        owner(),
        'GET',
        `console/products?q=${encodeURIComponent('TRÀ XANH')}&limit=5`,
      ),
    );
    expect(plain.total).toBeGreaterThan(0);
    expect(accented).toEqual(plain);
    expect(plain.items.map((row) => row.ma_vt)).toContain('TRA-001');
    const byCode = await ok(kit().call<ProductsReply>(owner(), 'GET', 'console/products?q=cph-00'));
    expect(byCode.items.every((row) => row.ma_vt.startsWith('CPH-00'))).toBe(true);
    const coffee = await ok(
      kit().call<ProductsReply>(owner(), 'GET', 'console/products?category=ca-phe&limit=3&page=2'),
    );
    expect(coffee.items.every((row) => row.ma_nvt === 'ca-phe')).toBe(true);
    expect(coffee).toMatchObject({ page: 2, limit: 3 });
    expect(coffee.total).toBeGreaterThan(3);
    const line = await ok(
      kit().call<ProductsReply>(owner(), 'GET', 'console/products?line=ca-phe&limit=100'),
    );
    expect(line.total).toBe(coffee.total);
    const out = await ok(kit().call<ProductsReply>(owner(), 'GET', 'console/products?stock=out&limit=100'));
    expect(out.total).toBe(3);
    expect(out.items.every((row) => row.ton <= 0)).toBe(true);
    const bad = await kit().call(owner(), 'GET', 'console/products?stock=maybe');
    expect(bad).toMatchObject({ status: 400, body: { error: 'CONSOLE_QUERY_INVALID' } });
  });

  it('creates a product with a variant and a picture that the shop lists, with its author in the history', async () => {
    const refused = await kit().call(owner(), 'POST', 'console/products', form({ ten_vt_eng: ' ' }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'PRODUCT_NAME_EN_REQUIRED' } });
    const unknown = await kit().call(owner(), 'POST', 'console/products', form({ ma_nvt: 'khong-co' }));
    expect(unknown).toMatchObject({ status: 400, body: { error: 'PRODUCT_CATEGORY_UNKNOWN' } });
    const taken = await kit().call(owner(), 'POST', 'console/products', form({ ma_vt: 'TRA-001' }));
    expect(taken).toMatchObject({ status: 409, body: { error: 'PRODUCT_CODE_TAKEN' } });
    const created = await ok(
      kit().call<ProductWriteReply>(
        owner(),
        'POST',
        'console/products',
        form({
          thuoc_tinh: [
            { gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '100g', gia_ban_le: 45_000, ton: 4 },
            { gia_tri_bien_the_1: 'Đỏ', gia_tri_bien_the_2: '250g', gia_ban_le: 90_000, ton: 6 },
          ],
        }),
      ),
    );
    expect(created.message).toBe('Đã tạo sản phẩm THU-001');
    expect(created.product).toMatchObject({ ma_vt: 'THU-001', gia_ban_le: 45_000, ton: 10, online: true });
    expect(created.product.picture).toBe('/images/products/tra-001.svg');
    expect(created.product.pictures_alt).toEqual([{ alt: 'Hộp trà sen', alt_eng: 'A box of lotus tea' }]);
    // A blank line is the category's: not stored, so the history shows no empty change.
    expect(created.product).not.toHaveProperty('ma_dong_sp');
    const listed = await shopList({ ma_nvt: 'tra', ma_vt: 'THU-001' });
    expect(listed).toHaveLength(1);
    const versions = await listVersions(
      kit().shop.db,
      { idApp: kit().shop.env.ID_APP, collection: 'dmvt' },
      created.product._id,
    );
    expect(versions.map((version) => version.changed_by)).toEqual(['chuquan@example.com']);
  });

  it('prices a new price at once, keeps stored stock on edit, and lets staff edit', async () => {
    const page = await ok(kit().call<ProductsReply>(owner(), 'GET', 'console/products?q=THU-001'));
    const id = page.items[0]?._id ?? '';
    const { product } = await ok(kit().call<ConsoleProductReply>(owner(), 'GET', `console/products/${id}`));
    const variants = (product.thuoc_tinh ?? []).map((variant) => ({ ...variant, ton: 999 }));
    variants[0] = { ...(variants[0] as (typeof variants)[number]), gia_ban_le: 41_000 };
    const saved = await ok(
      kit().call<ProductWriteReply>(kit().callers.staff, 'POST', `console/products/${id}`, {
        ...form({ thuoc_tinh: variants, ton: 999 }),
      }),
    );
    expect(saved.product.ton).toBe(10);
    expect(saved.product.thuoc_tinh?.map((variant) => variant.ton)).toEqual([4, 6]);
    expect(saved.product.gia_ban_le).toBe(41_000);
    const placed = await buy(kit(), newGuest(), [
      { ma_vt: 'THU-001', sl_xuat: 2, thuoc_tinh: { _id: variants[0]?._id ?? '' } },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const line = (placed.body as unknown as { details: { tien: number }[] }).details[0];
    expect(line?.tien).toBe(82_000);
    const versions = await listVersions(
      kit().shop.db,
      { idApp: kit().shop.env.ID_APP, collection: 'dmvt' },
      id,
    );
    expect(versions.at(-1)?.changed_by).toBe('nhanvien@example.com');
  });

  it("keeps a variant's weight and size for carriers, clears an emptied one and refuses a wrong one", async () => {
    const variant = { gia_tri_bien_the_1: 'Hộp', gia_tri_bien_the_2: '', gia_ban_le: 60_000, ton: 3 };
    const wrong = await kit().call(owner(), 'POST', 'console/products', {
      ...form({ ma_vt: 'THU-KG' }),
      thuoc_tinh: [{ ...variant, khoi_luong_g: 0 }],
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'PRODUCT_MEASURE_INVALID' } });
    const english = await kit().call(owner(), 'POST', 'console/products?lang=en', {
      ...form({ ma_vt: 'THU-KG' }),
      dai_cm: 2.5,
    });
    expect(english.body).toMatchObject({
      message: 'The weight (g) and size (cm) are whole numbers from 1, or left empty',
    });
    const created = await ok(
      kit().call<ProductWriteReply>(owner(), 'POST', 'console/products', {
        ...form({ ma_vt: 'THU-KG' }),
        thuoc_tinh: [{ ...variant, khoi_luong_g: 350, dai_cm: 20, rong_cm: 12, cao_cm: 8 }],
      }),
    );
    expect(created.product.thuoc_tinh?.[0]).toMatchObject({
      khoi_luong_g: 350,
      dai_cm: 20,
      rong_cm: 12,
      cao_cm: 8,
    });
    const [stored] = created.product.thuoc_tinh ?? [];
    const emptied = await ok(
      kit().call<ProductWriteReply>(owner(), 'POST', `console/products/${created.product._id}`, {
        ...form({ ma_vt: 'THU-KG' }),
        thuoc_tinh: [{ ...stored, khoi_luong_g: null }],
      }),
    );
    expect(emptied.product.thuoc_tinh?.[0]).not.toHaveProperty('khoi_luong_g');
    expect(emptied.product.thuoc_tinh?.[0]).toMatchObject({ dai_cm: 20 });
  });

  it('keeps the VAT rate the owner chooses, the general rate when none is sent, and refuses another (decision 065)', async () => {
    const wrong = await kit().call(owner(), 'POST', 'console/products', {
      ...form({ ma_vt: 'THU-VAT' }),
      thue_suat: 7,
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'VAT_RATE_INVALID', message: 'Thuế suất GTGT phải là 0%, 5%, 8% hoặc 10%' },
    });
    const plain = await ok(
      kit().call<ProductWriteReply>(owner(), 'POST', 'console/products', form({ ma_vt: 'THU-VAT' })),
    );
    expect(plain.product.thue_suat).toBe(10);
    const reduced = await ok(
      kit().call<ProductWriteReply>(owner(), 'POST', `console/products/${plain.product._id}`, {
        ...form({ ma_vt: 'THU-VAT' }),
        thue_suat: 5,
      }),
    );
    expect(reduced.product.thue_suat).toBe(5);
  });

  it('duplicates offline, deletes a product without orders and archives one with orders', async () => {
    const [row] = (await ok(kit().call<ProductsReply>(owner(), 'GET', 'console/products?q=THU-001'))).items;
    const copy = await ok(
      kit().call<ProductWriteReply>(owner(), 'POST', `console/products/${row?._id}/duplicate`, {
        ma_vt: 'thu-002',
      }),
    );
    expect(copy.product).toMatchObject({
      ma_vt: 'THU-002',
      ten_vt: 'Trà sen Tây Hồ thử nghiệm (bản sao)',
      ten_vt_eng: 'West Lake lotus tea (test) (copy)',
      online: false,
    });
    const original = await ok(
      kit().call<ConsoleProductReply>(owner(), 'GET', `console/products/${row?._id}`),
    );
    const originalIds = (original.product.thuoc_tinh ?? []).map((variant) => variant._id);
    expect(copy.product.thuoc_tinh).toHaveLength(originalIds.length);
    for (const variant of copy.product.thuoc_tinh ?? []) expect(originalIds).not.toContain(variant._id);
    expect(await shopList({ ma_vt: 'THU-002' })).toEqual([]);
    const deleted = await ok(
      kit().call<ProductRemoveReply>(owner(), 'POST', `console/products/${copy.product._id}/remove`),
    );
    expect(deleted.outcome).toBe('deleted');
    expect((await kit().call(owner(), 'GET', `console/products/${copy.product._id}`)).status).toBe(404);

    const archived = await ok(
      kit().call<ProductRemoveReply>(owner(), 'POST', `console/products/${row?._id}/remove`),
    );
    expect(archived).toMatchObject({ outcome: 'archived', product: { archived: true, online: false } });
    expect(await shopList({ ma_vt: 'THU-001' })).toEqual([]);
    const hidden = await kit().call(newGuest(), 'GET', `dmvt/${row?._id}`);
    expect(hidden.status).toBe(404);
    const listedArchived = await ok(
      kit().call<ProductsReply>(owner(), 'GET', 'console/products?status=archived'),
    );
    expect(listedArchived.items.map((item) => item.ma_vt)).toEqual(['THU-001']);
    const restored = await ok(
      kit().call<ProductWriteReply>(owner(), 'POST', `console/products/${row?._id}/restore`),
    );
    expect(restored.product).toMatchObject({ archived: false, online: false });
    const online = await ok(
      kit().call<ProductWriteReply>(
        owner(),
        'POST',
        `console/products/${row?._id}`,
        form({ thuoc_tinh: restored.product.thuoc_tinh }),
      ),
    );
    expect(online.product.online).toBe(true);
    expect(await shopList({ ma_vt: 'THU-001' })).toHaveLength(1);
  });

  it('creates, renames, reorders and deletes categories and lines, refusing to delete one in use', async () => {
    const categories = await ok(kit().call<CatalogueItem[]>(owner(), 'GET', 'console/catalogue/categories'));
    expect(categories.map((item) => item.ma)).toEqual([
      'tra',
      'ca-phe',
      'nong-san',
      'nuoc-tang-luc',
      'nuoc-ep-oi',
    ]);
    expect(categories[0]?.products).toBeGreaterThan(0);
    const inUse = await kit().call(
      owner(),
      'POST',
      `console/catalogue/categories/${categories[0]?._id}/delete`,
    );
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'CATEGORY_IN_USE' });
    expect(String((inUse.body as { message: string }).message)).toContain('Không thể xoá danh mục Trà');
    const bad = await kit().call(owner(), 'POST', 'console/catalogue/categories', {
      ma: 'Trà Mới',
      ten: 'x',
      ten_eng: 'x',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'CATALOGUE_CODE_INVALID' } });
    const created = await ok(
      kit().call<CatalogueItemReply>(owner(), 'POST', 'console/catalogue/categories', {
        ma: 'qua-tang',
        ten: 'Quà tặng',
        ten_eng: 'Gifts',
      }),
    );
    expect(created.item).toMatchObject({ sst: 6, duong_dan: '/san-pham/qua-tang', loai: 'san-pham' });
    const dup = await kit().call(owner(), 'POST', 'console/catalogue/categories', {
      ma: 'qua-tang',
      ten: 'x',
      ten_eng: 'x',
    });
    expect(dup).toMatchObject({ status: 409, body: { error: 'CATALOGUE_CODE_TAKEN' } });
    await ok(
      kit().call(owner(), 'POST', `console/catalogue/categories/${created.item._id}`, {
        ten: 'Quà biếu',
        ten_eng: 'Gift sets',
      }),
    );
    const ids = [created.item._id, ...categories.map((item) => item._id)];
    expect(
      (await kit().call(owner(), 'POST', 'console/catalogue/categories/order', { ids: ids.slice(1) })).status,
    ).toBe(400);
    await ok(kit().call(owner(), 'POST', 'console/catalogue/categories/order', { ids }));
    const shop = await kit().call<{ ma: string; ten: string }[]>(
      newGuest(),
      'GET',
      `/api/ecomcategories?q=${encodeURIComponent('{"loai":"san-pham"}')}&sort=${encodeURIComponent('{"sst":1}')}`,
    );
    expect(shop.body[0]).toMatchObject({ ma: 'qua-tang', ten: 'Quà biếu' });
    await ok(kit().call(owner(), 'POST', `console/catalogue/categories/${created.item._id}/delete`));

    const lines = await ok(kit().call<CatalogueItem[]>(owner(), 'GET', 'console/catalogue/lines'));
    expect(lines.map((item) => item.ma)).toContain('tra');
    const line = await ok(
      kit().call<CatalogueItemReply>(kit().callers.staff, 'POST', 'console/catalogue/lines', {
        ma: 'tra-sen',
        ten: 'Trà sen',
        ten_eng: 'Lotus tea',
      }),
    );
    const [row] = (await ok(kit().call<ProductsReply>(owner(), 'GET', 'console/products?q=THU-001'))).items;
    const { product } = await ok(
      kit().call<ConsoleProductReply>(owner(), 'GET', `console/products/${row?._id}`),
    );
    await ok(
      kit().call(
        owner(),
        'POST',
        `console/products/${row?._id}`,
        form({ ma_dong_sp: 'tra-sen', thuoc_tinh: product.thuoc_tinh }),
      ),
    );
    const lineInUse = await kit().call(owner(), 'POST', `console/catalogue/lines/${line.item._id}/delete`);
    expect(lineInUse).toMatchObject({ status: 409, body: { error: 'PRODUCT_LINE_IN_USE' } });
    const filtered = await ok(kit().call<ProductsReply>(owner(), 'GET', 'console/products?line=tra-sen'));
    expect(filtered.items.map((item) => item.ma_vt)).toEqual(['THU-001']);
    expect((await kit().call(owner(), 'GET', 'console/catalogue/nope')).status).toBe(404);
  });
});
