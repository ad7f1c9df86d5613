import { describe, expect, it } from 'vitest';
import { useConsoleTestShop } from './console.test-kit.js';
import { ApiError } from './index.js';

/** 'YYYY-MM-DDTHH:mm:ss' in Vietnam time, `offsetMs` from now. */
const vietnamTime = (offsetMs: number) =>
  new Date(Date.now() + offsetMs + 7 * 3_600_000).toISOString().slice(0, 19);

describe('api-client console promotion calls against the real server', () => {
  const { connect } = useConsoleTestShop();

  it('creates, lists, edits and disables a voucher; a taken code is an ApiError with its code', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123'], 'en');
    const form = {
      ma: 'thu-api',
      ten: 'Thử',
      kieu: 'ty_le' as const,
      ty_le: 5,
      hieu_luc_tu: vietnamTime(-60_000),
      hieu_luc_den: vietnamTime(3_600_000),
    };
    const created = await staff.console.createVoucher(form);
    expect(created).toMatchObject({ item: { ma: 'THU-API', ty_le: 5 }, message: 'Voucher THU-API is saved' });
    expect((await staff.console.vouchers()).map((voucher) => voucher.ma)).toContain('THU-API');
    const taken = await staff.console.createVoucher(form).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(ApiError);
    expect((taken as ApiError).code).toBe('VOUCHER_CODE_TAKEN');
    const edited = await staff.console.updateVoucher(created.item._id, { ...form, so_luong: 3 });
    expect(edited.item).toMatchObject({ so_luong: 3, so_luong_da_dung: 0 });
    const disabled = await staff.console.disableVoucher(created.item._id);
    expect(disabled.message).toBe('Voucher THU-API is disabled');
    const history = await staff.console.history('evoucher', created.item._id);
    expect(history.entries.map((entry) => [entry.kind, entry.by])).toEqual([
      ['created', 'nhanvien@example.com'],
      ['changed', 'nhanvien@example.com'],
      ['changed', 'nhanvien@example.com'],
    ]);
  });

  it('creates, ends and deletes a promotional price and a flash sale', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const product = (await owner.console.promotionProducts()).find((item) => item.ma_vt === 'CPH-009');
    expect(product?.gia_ban_le).toBeGreaterThan(10_000);
    const window = { hieu_luc_tu: vietnamTime(-60_000), hieu_luc_den: vietnamTime(3_600_000) };
    const promotion = await owner.console.createPromotion({
      ma_cs: 'KM-API',
      ten_cs: 'Thử',
      ma_vt: 'CPH-009',
      gia_ban: (product?.gia_ban_le ?? 0) - 1_000,
      sl_ap_dung: 2,
      sl_tu: 1,
      ...window,
    });
    expect((await owner.console.promotions()).map((item) => item._id)).toContain(promotion.item._id);
    expect((await owner.console.endPromotion(promotion.item._id)).message).toBe('Đã kết thúc chương trình');
    expect((await owner.console.deletePromotion(promotion.item._id)).ok).toBe(true);
    const sale = await owner.console.createFlashSale({
      ten: 'Giờ vàng',
      ...window,
      items: [{ ma_vt: 'CPH-009', gia_ban: 1_000, sl_ap_dung: 1 }],
    });
    expect((await owner.console.flashSale(sale.item._id)).items).toHaveLength(1);
    expect((await owner.console.flashSales()).map((item) => item._id)).toContain(sale.item._id);
    await owner.console.deleteFlashSale(sale.item._id);
    const gone = await owner.console.flashSale(sale.item._id).catch((error: unknown) => error);
    expect((gone as ApiError).code).toBe('FLASH_SALE_NOT_FOUND');
  });
});
