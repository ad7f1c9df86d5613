import type {
  ConsoleFlashSale,
  ConsolePromotion,
  ConsoleVoucher,
  PromotionProduct,
} from '@shop/domain/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { listVersions } from '../db/documents.js';
import { buy, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, startConsoleKit } from './console.test-kit.js';

type Reply<T> = { item: T; message: string };
type CartLine = {
  tien: number;
  tien_ck: number;
  gia_ban_le?: number;
  discount?: { ma_cs: string }[];
};

/** 'YYYY-MM-DDTHH:mm:ss' in Vietnam time, `offsetMs` from now (what the console's inputs send). */
const vietnamTime = (offsetMs: number) =>
  new Date(Date.now() + offsetMs + 7 * 3_600_000).toISOString().slice(0, 19);
const HOUR = 3_600_000;

describe.each(testBackends())('console promotions area (%s)', (backend) => {
  let kit: ConsoleKit;
  let retail: Map<string, number>;
  const pagesChanged: unknown[] = [];
  const call = <T>(
    who: 'owner' | 'staff',
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
  ) => kit.call<T>(kit.callers[who], method, `console/${path}`, body);
  const ok = async <T>(reply: Promise<{ status: number; body: T }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const count = async (collection: string) =>
    Number(
      (
        await kit.shop.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM documents WHERE id_app = $1 AND collection = $2',
          [kit.shop.env.ID_APP, collection],
        )
      )[0]?.n,
    );
  /** A guest's cart line of one product, priced by the server. */
  const priceOf = async (ma_vt: string, sl_xuat = 1, variant?: string) => {
    const guest = newGuest();
    const added = await kit.call<CartLine>(guest, 'POST', 'cart', {
      ma_vt,
      sl_xuat,
      ...(variant ? { thuoc_tinh: { _id: variant } } : {}),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body;
  };

  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    kit.shop.app.signals.subscribe('pages-changed', (payload) => pagesChanged.push(payload));
    const products = await ok(call<PromotionProduct[]>('staff', 'GET', 'promotion-products'));
    retail = new Map(products.map((product) => [product.ma_vt, product.gia_ban_le]));
  }, 240_000);
  afterAll(() => kit?.shop.close());

  it('creates a voucher (code upper case, unique), a shopper uses it, edits keep the uses, disabling stops it', async () => {
    const form = {
      ma: ' giam35k ',
      ten: 'Giảm 30.000đ',
      kieu: 'so_tien',
      so_tien: 30_000,
      gt_don_hang_toi_thieu: 100_000,
      hieu_luc_tu: vietnamTime(-HOUR),
      hieu_luc_den: vietnamTime(24 * HOUR),
      so_luong: 5,
    };
    const created = await ok(call<Reply<ConsoleVoucher>>('owner', 'POST', 'vouchers', form));
    expect(created.item).toMatchObject({ ma: 'GIAM35K', so_tien: 30_000, ty_le: null, so_luong_da_dung: 0 });
    expect(created.message).toBe('Đã lưu mã giảm giá GIAM35K');
    const taken = await call('staff', 'POST', 'vouchers', { ...form, ma: 'Giam35K' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'VOUCHER_CODE_TAKEN' });
    const bad = await call('owner', 'POST', 'vouchers', { ...form, ma: 'OTHER1', kieu: 'ty_le', ty_le: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'VOUCHER_PERCENT_INVALID' });
    expect(
      (await ok(call<ConsoleVoucher[]>('owner', 'GET', 'vouchers'))).filter((v) =>
        v.ma.startsWith('GIAM35K'),
      ),
    ).toHaveLength(1);

    const placed = await buy(kit, newGuest(), [{ ma_vt: 'CPH-009', sl_xuat: 1 }], { evouchers: ['giam35k'] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ tien_evoucher: 30_000 });

    const edited = await ok(
      call<Reply<ConsoleVoucher>>('staff', 'PUT', `vouchers/${created.item._id}`, {
        ...form,
        kieu: 'ty_le',
        ty_le: 10,
        so_tien_max: 12_000,
      }),
    );
    expect(edited.item).toMatchObject({ ty_le: 10, so_tien: null, so_tien_max: 12_000, so_luong_da_dung: 1 });
    const percent = await buy(kit, newGuest(), [{ ma_vt: 'CPH-009', sl_xuat: 1 }], {
      evouchers: ['GIAM35K'],
    });
    expect(percent.body).toMatchObject({ tien_evoucher: 12_000 });

    const disabled = await ok(
      call<Reply<ConsoleVoucher>>('owner', 'POST', `vouchers/${created.item._id}/disable`),
    );
    expect(Date.parse(disabled.item.hieu_luc_den ?? '')).toBeLessThanOrEqual(Date.now());
    const refused = await buy(kit, newGuest(), [{ ma_vt: 'CPH-009', sl_xuat: 1 }], {
      evouchers: ['GIAM35K'],
    });
    expect(refused.status).toBe(409);

    const scope = { idApp: kit.shop.env.ID_APP, collection: 'evoucher' };
    const versions = await listVersions(kit.shop.db, scope, created.item._id);
    // The orders count their uses without a version; the console's writes each leave one.
    expect(versions.map((version) => version.changed_by)).toEqual([
      DEMO_OWNER.email,
      DEMO_STAFF.email,
      DEMO_OWNER.email,
    ]);
  });

  it('prices the cart with a promotional price, refuses one not below retail, ends and deletes it', async () => {
    const price = retail.get('CPH-009') ?? 0;
    const form = {
      ma_cs: 'km-cafe',
      ten_cs: 'Cà phê giá tốt',
      ten_cs_eng: 'Coffee deal',
      ma_vt: 'CPH-009',
      gia_ban: price - 20_000,
      sl_ap_dung: 2,
      sl_tu: 1,
      sl_den: null,
      hieu_luc_tu: vietnamTime(-HOUR),
      hieu_luc_den: vietnamTime(HOUR),
    };
    const before = await count('dmchietkhau');
    const tooHigh = await call('owner', 'POST', 'promotions', { ...form, gia_ban: price });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({ error: 'PROMO_PRICE_NOT_BELOW_RETAIL' });
    const unknown = await call('owner', 'POST', 'promotions', { ...form, ma_vt: 'KHONG-CO' });
    expect(unknown.body).toMatchObject({ error: 'PROMO_PRODUCT_NOT_FOUND' });
    expect(await count('dmchietkhau')).toBe(before);

    pagesChanged.length = 0;
    const created = await ok(call<Reply<ConsolePromotion>>('staff', 'POST', 'promotions', form));
    expect(created.item).toMatchObject({ ma_cs: 'KM-CAFE', ten_vt: expect.any(String), gia_ban_le: price });
    // Both names of the product, so the console in English names it in English.
    expect(created.item.ten_vt_eng).toEqual(expect.stringMatching(/\w/));
    const product = (await ok(call<PromotionProduct[]>('staff', 'GET', 'promotion-products'))).find(
      (row) => row.ma_vt === 'CPH-009',
    );
    expect(product?.ten_vt_eng).toBe(created.item.ten_vt_eng);
    expect(pagesChanged).toEqual([{ collections: ['dmchietkhau'] }]);
    expect((await priceOf('CPH-009', 2)).tien).toBe(2 * (price - 20_000));
    const listed = await ok(call<ConsolePromotion[]>('owner', 'GET', 'promotions'));
    expect(listed.map((row) => row._id)).toContain(created.item._id);
    expect(listed.find((row) => row._id === created.item._id)?.ten_vt_eng).toBe(created.item.ten_vt_eng);
    expect(listed.every((row) => row.ma_cs !== 'ecompromotion_flashsales')).toBe(true);

    const ended = await ok(
      call<Reply<ConsolePromotion>>('owner', 'POST', `promotions/${created.item._id}/end`),
    );
    expect(Date.parse(ended.item.hieu_luc_den ?? '')).toBeLessThanOrEqual(Date.now());
    expect((await priceOf('CPH-009')).tien).toBe(price);

    await ok(call('owner', 'DELETE', `promotions/${created.item._id}`));
    expect((await call('owner', 'GET', `promotions/${created.item._id}`)).status).toBe(404);
    const scope = { idApp: kit.shop.env.ID_APP, collection: 'dmchietkhau' };
    const versions = await listVersions(kit.shop.db, scope, created.item._id);
    expect(versions.map((version) => [version.changed_by, version.data === null])).toEqual([
      [DEMO_STAFF.email, false],
      [DEMO_OWNER.email, false],
      [DEMO_OWNER.email, true],
    ]);
  });

  it('writes a flash sale as dmchietkhau rows the pricing reads, in its window only', async () => {
    const [first, second] = ['CPH-009', 'NSA-004'];
    const sale = {
      ten: 'Giờ vàng',
      ten_eng: 'Golden hour',
      hieu_luc_tu: vietnamTime(-HOUR),
      hieu_luc_den: vietnamTime(HOUR),
      items: [
        { ma_vt: first, gia_ban: (retail.get(first) ?? 0) - 30_000, sl_ap_dung: 3 },
        { ma_vt: second, gia_ban: (retail.get(second) ?? 0) - 5_000, sl_ap_dung: 1 },
      ],
    };
    const repeated = await call('owner', 'POST', 'flash-sales', {
      ...sale,
      items: [sale.items[0], sale.items[0]],
    });
    expect(repeated.body).toMatchObject({ error: 'PROMO_PRODUCT_REPEATED' });
    const created = await ok(call<Reply<ConsoleFlashSale>>('owner', 'POST', 'flash-sales', sale));
    const rows = () =>
      kit.shop.db.query<{ data: Record<string, unknown> }>(
        `SELECT data FROM documents WHERE id_app = $1 AND collection = 'dmchietkhau'
         AND data->>'id_flashsale' = $2 ORDER BY data->>'ma_vt'`,
        [kit.shop.env.ID_APP, created.item._id],
      );
    expect((await rows()).map((row) => row.data)).toEqual([
      expect.objectContaining({ ma_cs: 'ecompromotion_flashsales', ma_vt: first, sl_ap_dung: 3 }),
      expect.objectContaining({
        ma_cs: 'ecompromotion_flashsales',
        ma_vt: second,
        ten_cs_eng: 'Flash sale: Golden hour',
      }),
    ]);
    const line = await priceOf(first);
    expect(line.tien).toBe(sale.items[0]?.gia_ban);
    expect(line.discount?.map((discount) => discount.ma_cs)).toContain('ecompromotion_flashsales');
    // Not any promotional price: the list of promotional prices leaves the flash sale's rows out.
    const listed = await ok(call<ConsolePromotion[]>('owner', 'GET', 'promotions'));
    expect(listed.some((row) => row.ma_vt === second)).toBe(false);

    // Later: the window moves ahead, one product leaves.
    await ok(
      call('staff', 'PUT', `flash-sales/${created.item._id}`, {
        ...sale,
        hieu_luc_tu: vietnamTime(HOUR),
        hieu_luc_den: vietnamTime(2 * HOUR),
        items: [sale.items[0]],
      }),
    );
    expect((await rows()).map((row) => row.data.ma_vt)).toEqual([first]);
    expect((await priceOf(first)).tien).toBe(retail.get(first));

    await ok(call('owner', 'DELETE', `flash-sales/${created.item._id}`));
    expect(await rows()).toEqual([]);
    expect((await call('owner', 'GET', `flash-sales/${created.item._id}`)).status).toBe(404);
  });

  it('prices a flash sale on a product with variants for each variant it covers, as the shop shows it', async () => {
    const products = await ok(call<PromotionProduct[]>('owner', 'GET', 'promotion-products'));
    const tea = products.find((product) => product.ma_vt === 'TRA-001');
    const [small, large, red] = tea?.thuoc_tinh ?? [];
    if (!small || !large || !red) throw new Error('TRA-001 is seeded with three variants');
    expect(small).toMatchObject({
      gia_tri_bien_the_1: 'Xanh',
      gia_tri_bien_the_2: '100g',
      gia_ban_le: 98_000,
    });
    const sale = {
      ten: 'Trà xanh giá sốc',
      hieu_luc_tu: vietnamTime(-HOUR),
      hieu_luc_den: vietnamTime(HOUR),
      items: [{ ma_vt: 'TRA-001', gia_ban: 79_000, sl_ap_dung: 2 }],
    };
    const created = await ok(call<Reply<ConsoleFlashSale>>('owner', 'POST', 'flash-sales', sale));
    // Every variant: the advertised 79.000 is what the cart charges, whichever one is bought.
    for (const variant of [small, large, red]) {
      const line = await priceOf('TRA-001', 1, variant._id);
      expect(line).toMatchObject({ tien: 79_000, gia_ban_le: variant.gia_ban_le });
      expect(line.discount?.map((discount) => discount.ma_cs)).toEqual(['ecompromotion_flashsales']);
    }
    const placed = await buy(kit, newGuest(), [
      { ma_vt: 'TRA-001', sl_xuat: 2, thuoc_tinh: { _id: large._id } },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.details[0]).toMatchObject({ tien: 158_000 });

    // Only the red tea: the others go back to their own price.
    const onlyRed = { ...sale, items: [{ ...sale.items[0], gia_ban: 199_000, thuoc_tinh_ids: [red._id] }] };
    await ok(call('owner', 'PUT', `flash-sales/${created.item._id}`, onlyRed));
    expect((await priceOf('TRA-001', 1, red._id)).tien).toBe(199_000);
    expect((await priceOf('TRA-001', 1, large._id)).tien).toBe(185_000);
    // A price not below a covered variant's own is refused, naming the variant; so is a stranger's id.
    const tooHigh = await call('owner', 'PUT', `flash-sales/${created.item._id}`, {
      ...onlyRed,
      items: [{ ...onlyRed.items[0], thuoc_tinh_ids: [small._id, red._id] }],
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({
      error: 'PROMO_PRICE_NOT_BELOW_RETAIL',
      message: 'Giá khuyến mãi của TRA-001 (Xanh / 100g) phải thấp hơn giá bán lẻ 98.000 ₫',
    });
    const stranger = await call('owner', 'PUT', `flash-sales/${created.item._id}`, {
      ...onlyRed,
      items: [{ ...onlyRed.items[0], thuoc_tinh_ids: ['khong-co'] }],
    });
    expect(stranger.body).toMatchObject({ error: 'PROMO_VARIANT_NOT_FOUND' });
    const none = await call('owner', 'PUT', `flash-sales/${created.item._id}`, {
      ...onlyRed,
      items: [{ ...onlyRed.items[0], thuoc_tinh_ids: [] }],
    });
    expect(none.body).toMatchObject({ error: 'PROMO_VARIANTS_REQUIRED' });
    await ok(call('owner', 'DELETE', `flash-sales/${created.item._id}`));
  });
});
