import { describe, expect, it } from 'vitest';
import { testBackends } from '../../testing.js';
import { ADDRESS, ALICE, BOB, type Caller, newGuest, commerceSuite } from './commerce.test-kit.js';

type Address = { _id: string; dia_chi: string; ngam_dinh: boolean; user_created: string };

describe.each(testBackends())('addresses and wishlist on %s', (backend) => {
  const kit = commerceSuite(backend);

  const alice = { uid: newGuest().uid, token: ALICE };
  const book = async (caller: Caller = alice) =>
    (await kit().call<Address[]>(caller, 'GET', 'ecomuser_address?limit=10&page=1')).body;
  const defaults = async (caller: Caller = alice) =>
    (await book(caller)).filter((address) => address.ngam_dinh).map((address) => address.dia_chi);

  it('keeps exactly one default: the first, or the one flagged, and a successor on delete', async () => {
    const first = await kit().call<Address>(alice, 'POST', 'ecomuser_address', {
      ...ADDRESS,
      dia_chi: 'A',
      ngam_dinh: false,
    });
    expect(first.body).toMatchObject({ ngam_dinh: true, user_created: 'alice@shop.test' });
    await kit().call(alice, 'POST', 'ecomuser_address', { ...ADDRESS, dia_chi: 'B' });
    expect(await defaults()).toEqual(['A']);
    const third = await kit().call<Address>(alice, 'POST', 'ecomuser_address', {
      ...ADDRESS,
      dia_chi: 'C',
      ngam_dinh: true,
    });
    expect(await defaults()).toEqual(['C']);
    const edited = await kit().call<Address>(alice, 'PUT', `ecomuser_address/${first.body._id}`, {
      ngam_dinh: true,
    });
    expect(edited.body).toMatchObject({ dia_chi: 'A', ngam_dinh: true });
    expect(await defaults()).toEqual(['A']);
    const removed = await kit().call<{ message: string }>(
      alice,
      'DELETE',
      `ecomuser_address/${first.body._id}`,
    );
    expect(removed.body.message).toBe('Đã xoá địa chỉ');
    expect(await defaults()).toEqual(['B']);
    expect((await kit().call(alice, 'DELETE', `ecomuser_address/${third.body._id}`)).status).toBe(200);
  });

  it('makes every guest address the default and stops at 10 addresses', async () => {
    const guest = newGuest();
    await kit().call(guest, 'POST', 'ecomuser_address', { ...ADDRESS, dia_chi: 'G1' });
    await kit().call(guest, 'POST', 'ecomuser_address', { ...ADDRESS, dia_chi: 'G2', ngam_dinh: false });
    expect(await defaults(guest)).toEqual(['G2']);
    for (let i = 3; i <= 10; i += 1)
      await kit().call(guest, 'POST', 'ecomuser_address', { ...ADDRESS, dia_chi: `G${i}` });
    const eleventh = await kit().call<{ message: string }>(guest, 'POST', 'ecomuser_address', ADDRESS);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('Bạn chỉ lưu được tối đa 10 địa chỉ');
    const bad = await kit().call(guest, 'POST', 'ecomuser_address', { ...ADDRESS, dia_chi: 42 });
    expect(bad.status).toBe(400);
  });

  it("keeps a company invoice with an address, checked like an order's (decision 065)", async () => {
    const guest = newGuest();
    const company = {
      ten_cong_ty: 'Công ty TNHH Mộc Lam',
      ma_so_thue: '0314409058',
      dia_chi_cong_ty: '12 Lê Lợi, TP Hồ Chí Minh',
      email_hoa_don: 'ketoan@moclam.vn',
    };
    const wrong = await kit().call(guest, 'POST', 'ecomuser_address?lang=en', {
      ...ADDRESS,
      hoa_don: { ...company, ma_so_thue: '031440905' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        error: 'TAX_CODE_FORMAT',
        message: 'A tax code has 10 digits, or 13 digits written 0123456789-001',
      },
    });
    const saved = await kit().call<Address & { hoa_don: unknown }>(guest, 'POST', 'ecomuser_address', {
      ...ADDRESS,
      hoa_don: company,
    });
    expect(saved.body.hoa_don).toEqual(company);
    const cleared = await kit().call<Address & { hoa_don: unknown }>(
      guest,
      'PUT',
      `ecomuser_address/${saved.body._id}`,
      { hoa_don: null },
    );
    expect(cleared.body.hoa_don).toBeNull();
  });

  it('adds, lists and removes favourites, owner-only and without duplicates', async () => {
    const bob = { uid: newGuest().uid, token: BOB };
    const added = await kit().call<{ _id: string; ma_vt: string; gia_ban_le: number }>(
      bob,
      'POST',
      'ecomwishlist',
      {
        ma_vt: 'CPH-006',
      },
    );
    expect(added.body).toMatchObject({ ma_vt: 'CPH-006', gia_ban_le: 185_000 });
    const twice = await kit().call<{ _id: string }>(bob, 'POST', 'ecomwishlist', { ma_vt: 'CPH-006' });
    expect(twice.body._id).toBe(added.body._id);
    expect((await kit().call<unknown[]>(bob, 'GET', 'ecomwishlist')).body).toHaveLength(1);
    expect((await kit().call<unknown[]>(alice, 'GET', 'ecomwishlist')).body).toEqual([]);
    expect((await kit().call(alice, 'DELETE', `ecomwishlist/${added.body._id}`)).status).toBe(404);
    expect((await kit().call(bob, 'POST', 'ecomwishlist', { ma_vt: 'NOPE' })).status).toBe(404);
    expect((await kit().call(bob, 'DELETE', `ecomwishlist/${added.body._id}`)).status).toBe(200);
    expect((await kit().call<unknown[]>(bob, 'GET', 'ecomwishlist')).body).toEqual([]);
  });
});
