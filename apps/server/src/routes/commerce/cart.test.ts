import { describe, expect, it } from 'vitest';
import { testBackends } from '../../testing.js';
import { ALICE, newGuest, commerceSuite } from './commerce.test-kit.js';

type Line = {
  _id: string;
  ma_vt: string;
  sl_xuat: number;
  tien: number;
  tien_ck: number;
  gia_ban_le: number;
  ton: number;
  message?: string;
  notice?: string | null;
};

const TRA_001_GREEN_100G = 'a25eed0000000000000003f3';

describe.each(testBackends())('cart on %s', (backend) => {
  const kit = commerceSuite(backend);

  it('fills a line from the catalogue, ignoring client prices, and adds up identical lines', async () => {
    const guest = newGuest();
    const first = await kit().call<Line>(guest, 'POST', 'cart', {
      ma_vt: 'NSA-004',
      sl_xuat: 2,
      tien: 1,
      gia_ban_le: 1,
      ton: 99999,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ma_vt: 'NSA-004',
      sl_xuat: 2,
      gia_ban_le: 65_000,
      tien: 130_000,
      ton: 180,
    });
    const again = await kit().call<Line>(guest, 'POST', 'cart', { ma_vt: 'NSA-004', sl_xuat: 3 });
    expect(again.body._id).toBe(first.body._id);
    expect(again.body).toMatchObject({ sl_xuat: 5, tien: 325_000 });
    const cart = await kit().call<Line[]>(guest, 'GET', 'cart');
    expect(cart.body).toHaveLength(1);
  });

  it('caps a quantity above stock and says so', async () => {
    const guest = newGuest();
    const added = await kit().call<Line>(guest, 'POST', 'cart', { ma_vt: 'CPH-006', sl_xuat: 999 });
    expect(added.body).toMatchObject({ sl_xuat: 55, message: 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho' });
    const updated = await kit().call<Line>(guest, 'PUT', `cart/${added.body._id}`, {
      _id: added.body._id,
      sl_xuat: 3,
    });
    expect(updated.body).toMatchObject({ sl_xuat: 3, tien: 555_000 });
    expect(updated.body.message).toBeUndefined();
  });

  it('prices the promotion up to sl_ap_dung, then retail', async () => {
    const guest = newGuest();
    const promo = await kit().call<Line>(guest, 'POST', 'cart', { ma_vt: 'CPH-003', sl_xuat: 2 });
    expect(promo.body).toMatchObject({ tien: 718_000, tien_ck: 122_000, gia_ban_le: 420_000 });
    const above = await kit().call<Line>(guest, 'PUT', `cart/${promo.body._id}`, { sl_xuat: 3 });
    expect(above.body).toMatchObject({ tien: 1_260_000, tien_ck: 0, notice: 'PROMO_PRICE_LIMITED' });
    const back = await kit().call<Line>(guest, 'PUT', `cart/${promo.body._id}`, { sl_xuat: 1 });
    expect(back.body).toMatchObject({ tien: 359_000, tien_ck: 61_000, notice: null });
  });

  it('uses the chosen option price and stock; refuses sold-out and unknown products', async () => {
    const guest = newGuest();
    const variant = await kit().call<Line>(guest, 'POST', 'cart', {
      ma_vt: 'TRA-001',
      sl_xuat: 1,
      thuoc_tinh: { _id: TRA_001_GREEN_100G },
    });
    expect(variant.body).toMatchObject({ gia_ban_le: 98_000, tien: 98_000, ton: 120 });
    const soldOut = await kit().call<{ message: string }>(guest, 'POST', 'cart', {
      ma_vt: 'NSA-005',
      sl_xuat: 1,
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toContain('không đủ số lượng');
    const noOption = await kit().call<{ message: string }>(guest, 'POST', 'cart', {
      ma_vt: 'TRA-001',
      sl_xuat: 1,
    });
    expect(noOption.status).toBe(400);
    expect(noOption.body.message).toBe('Vui lòng chọn phân loại sản phẩm');
    const unknown = await kit().call(guest, 'POST', 'cart', { ma_vt: 'NOPE-1', sl_xuat: 1 });
    expect(unknown.status).toBe(404);
    const bad = await kit().call(guest, 'POST', 'cart', { ma_vt: 'NSA-004', sl_xuat: -2 });
    expect(bad.status).toBe(400);
  });

  it("never shows or changes another guest's lines, whatever q says", async () => {
    const owner = newGuest();
    const other = newGuest();
    const line = await kit().call<Line>(owner, 'POST', 'cart', { ma_vt: 'NSA-004', sl_xuat: 1 });
    const seen = await kit().call<Line[]>(other, 'GET', `cart?q=${encodeURIComponent('{"user":null}')}`);
    expect(seen.body).toEqual([]);
    expect((await kit().call(other, 'PUT', `cart/${line.body._id}`, { sl_xuat: 2 })).status).toBe(404);
    expect((await kit().call(other, 'DELETE', `cart/${line.body._id}`)).status).toBe(404);
    const generic = await kit().call<Line[]>(other, 'GET', `cart/${line.body._id}`);
    expect(generic.status).toBe(404);
    const removed = await kit().call<{ message: string }>(owner, 'DELETE', `cart/${line.body._id}`);
    expect(removed.body.message).toBe('Cập nhật giỏ hàng thành công');
  });

  it('keeps a guest cart through login, merged into the user cart', async () => {
    const browser = newGuest();
    await kit().call({ uid: newGuest().uid, token: ALICE }, 'POST', 'cart', { ma_vt: 'NSA-009', sl_xuat: 1 });
    await kit().call(browser, 'POST', 'cart', { ma_vt: 'NSA-009', sl_xuat: 2 });
    await kit().call(browser, 'POST', 'cart', { ma_vt: 'NSA-010', sl_xuat: 1 });
    const alice = await kit().call<Line[]>({ uid: browser.uid, token: ALICE }, 'GET', 'cart');
    const byCode = Object.fromEntries(alice.body.map((line) => [line.ma_vt, line.sl_xuat]));
    expect(byCode).toMatchObject({ 'NSA-009': 3, 'NSA-010': 1 });
    expect((await kit().call<Line[]>(browser, 'GET', 'cart')).body).toEqual([]);
  });
});
