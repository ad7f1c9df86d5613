import { describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client console catalogue calls against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account?: [string, string]) => kit.connect(account, 'en');

  it('lists, creates, edits, duplicates and removes products as staff', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const page = await staff.console.products({ q: 'tra xanh', limit: '5' });
    expect(page.items.length).toBeGreaterThan(0);
    const form = {
      ma_vt: 'API-001',
      ten_vt: 'Cà phê thử',
      ten_vt_eng: 'Test coffee',
      ma_nvt: 'ca-phe',
      gia_ban_le: 70_000,
      ton: 3,
    };
    const created = await staff.console.createProduct(form);
    expect(created.message).toBe('Product API-001 created');
    const saved = await staff.console.saveProduct(created.product._id, { ...form, gia_ban_le: 65_000 });
    expect(saved.product.gia_ban_le).toBe(65_000);
    expect((await staff.console.product(created.product._id)).order_lines).toBe(0);
    const copy = await staff.console.duplicateProduct(created.product._id, 'API-002');
    expect(copy.product).toMatchObject({ ten_vt: 'Cà phê thử (bản sao)', online: false });
    expect((await staff.console.removeProduct(copy.product._id)).outcome).toBe('deleted');
    const refused = await staff.console.createProduct(form).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('PRODUCT_CODE_TAKEN');
  });

  it('creates, reorders and deletes a product line; a used category cannot go', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const created = await owner.console.createCatalogueItem('lines', {
      ma: 'ca-phe-hat',
      ten: 'Cà phê hạt',
      ten_eng: 'Coffee beans',
    });
    await owner.console.saveCatalogueItem('lines', created.item._id, {
      ten: 'Cà phê nguyên hạt',
      ten_eng: 'Whole beans',
    });
    const lines = await owner.console.catalogueItems('lines');
    const ids = lines.map((line) => line._id).reverse();
    await owner.console.orderCatalogueItems('lines', ids);
    expect((await owner.console.catalogueItems('lines'))[0]).toMatchObject({
      ma: 'ca-phe-hat',
      ten: 'Cà phê nguyên hạt',
    });
    await owner.console.deleteCatalogueItem('lines', created.item._id);
    const [tea] = await owner.console.catalogueItems('categories');
    const refused = await owner.console
      .deleteCatalogueItem('categories', tea?._id ?? '')
      .catch((error: unknown) => error);
    expect((refused as ApiError).code).toBe('CATEGORY_IN_USE');
  });
});
