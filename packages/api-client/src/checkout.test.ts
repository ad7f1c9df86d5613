import { describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useTestShop } from './shop.test-kit.js';

const COD = 'c15eed000000000000000001';
const EWALLET = 'c15eed000000000000000003';
const ADDRESS = {
  ten_nguoi_nhan: 'Trần Thị Bình',
  sdt_nguoi_nhan: '0987654321',
  dia_chi: '5 Hàng Bài',
  xa_phuong: 'Phường Hoàn Kiếm',
  tinh_thanh: 'Thành phố Hà Nội',
};

describe('api-client commerce against the real server', () => {
  const kit = useTestShop();
  /** A new guest: Node has no cookie jar, so each client keeps its own uid. */
  const guest = () => kit.client();

  it('fills the cart, checks out with cash on delivery, and shows the order in history', async () => {
    const api = guest();
    const line = await api.addToCart({ ma_vt: 'NSA-004', sl_xuat: 2 });
    expect(line).toMatchObject({ sl_xuat: 2, tien: 130_000 });
    const capped = await api.updateCartLine(line._id, 100_000);
    expect(capped.message).toBe('Số lượng bạn chọn lớn hơn sản phẩm tồn kho');
    await api.updateCartLine(line._id, 3);
    expect(await api.listCart()).toHaveLength(1);

    const { order, paymentUrl } = await api.checkout({
      userCreated: 'public',
      choices: { ...ADDRESS, pt_thanh_toan: COD, evouchers: ['CHAOBAN10'] },
    });
    expect(paymentUrl).toBeUndefined();
    expect(order).toMatchObject({
      trang_thai: '0',
      trang_thai_tt: '1',
      t_tien_hang: 195_000,
      tien_evoucher: 19_500,
    });
    expect(order.message).toBe('Đặt hàng thành công');
    expect(await api.listCart()).toEqual([]);

    const history = await api.listOrders({ q: { trang_thai: '0' } });
    expect(history.map((entry) => entry.so_ct)).toEqual([order.so_ct]);
    expect(history[0]?.ten_trang_thai).toBe('Đơn mới');

    const cancelled = await api.cancelOrder(order._id, 'Đổi ý không mua nữa');
    expect(cancelled.message).toBe('Đã huỷ đơn');
    const rebuy = await api.rebuyOrder(order._id);
    expect(rebuy.lines).toMatchObject([{ ma_vt: 'NSA-004', sl_xuat: 3 }]);
  });

  it('returns the gateway link for an e-wallet order and reports errors as ApiError', async () => {
    const api = guest();
    await api.addToCart({ ma_vt: 'CPH-006', sl_xuat: 1 });
    const { order, paymentUrl } = await api.checkout({
      userCreated: 'public',
      choices: { ...ADDRESS, pt_thanh_toan: EWALLET },
    });
    expect(paymentUrl).toContain('/sandbox-gateway/vnpay?');
    expect(order.trang_thai_tt).toBe('0');
    const error = await api.cancelOrder(order._id, 'ngắn').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Vui lòng nhập đủ kí tự (>5)');
  });

  it("lists the carriers' live quotes for a draft of the seeded goods: GHTK's fee for a two-tier address, the fee table for a service no carrier prices", async () => {
    const api = guest();
    await api.addToCart({ ma_vt: 'NSA-004', sl_xuat: 2 });
    const draft = await api.createDraft();
    await api.updateDraft(draft._id, { ...ADDRESS, pt_thanh_toan: COD });
    const quotes = await api.shippingQuotes(draft._id);
    const ghtk = quotes.find((quote) => quote.ma_dv_vc === 'GHTK');
    expect(ghtk).toMatchObject({ nguon: 'ghtk', ten_goi_cuoc: 'Giao tiết kiệm' });
    expect(ghtk?.phi_vc).toBeGreaterThan(0);
    const vtp = quotes.find((quote) => quote.ma_dv_vc === 'VTP');
    expect(vtp).toMatchObject({ nguon: 'table' });
    expect(vtp?.phi_vc).toBeGreaterThan(0);
    // The fee charged is the server's own quote: choosing GHTK prices the draft with it.
    const priced = await api.updateDraft(draft._id, { don_vi_vc: 'GHTK', goi_cuoc_vc: 'Giao tiết kiệm' });
    expect(priced).toMatchObject({ tien_phi_vc: ghtk?.phi_vc, nguon_phi_vc: 'ghtk' });
    // The table's amount shown beside its service is the one the draft is priced at.
    const table = await api.updateDraft(draft._id, { don_vi_vc: 'VTP', goi_cuoc_vc: vtp?.ten_goi_cuoc });
    expect(table).toMatchObject({ tien_phi_vc: vtp?.phi_vc, nguon_phi_vc: 'table' });
  });

  it('keeps an address book and favourites', async () => {
    const api = guest();
    const saved = await api.saveAddress(ADDRESS);
    expect(saved.ngam_dinh).toBe(true);
    expect(await api.listAddresses()).toHaveLength(1);
    expect((await api.deleteAddress(saved._id)).message).toBe('Đã xoá địa chỉ');
    const favourite = await api.addToWishlist('TRA-004');
    expect((await api.listWishlist()).map((entry) => entry.ma_vt)).toEqual(['TRA-004']);
    await api.removeFromWishlist(favourite._id);
    expect(await api.listWishlist()).toEqual([]);
    expect((await api.findVoucher('GIAM30K'))?.so_tien).toBe(30_000);
  });
});
