import type { AddressReply, Carrier, OrderReply, PaymentMethod } from '@shop/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceiverProfile } from '../lib/receiver-prefill';
import { NEW_ADDRESS, useCheckoutSelection } from './use-checkout-selection';

const HCM = 'Thành phố Hồ Chí Minh';
const draft: OrderReply = { _id: 'd1', trang_thai: 'LCT', email_nguoi_nhan: '', details: [] };
const methods: PaymentMethod[] = [
  {
    _id: 'm1',
    ma: 'COD',
    loai: 'cod',
    ten: 'Thanh toán khi nhận hàng',
    ten_eng: 'Cash',
    online: true,
    sst: 1,
  },
];
const carriers: Carrier[] = [
  { _id: 'c1', ma_dv_vc: 'GHN', ten_dv_vc: 'Giao Hàng Nhanh', ten_goi_cuoc: 'Giao chuẩn' },
];
const saved: AddressReply = {
  _id: 'a1',
  ten_nguoi_nhan: 'Trần Thị Hoa',
  sdt_nguoi_nhan: '0987654321',
  dia_chi: '12 Lê Lợi',
  tinh_thanh: HCM,
  xa_phuong: 'Phường Sài Gòn',
  ngam_dinh: true,
};
const profile: ReceiverProfile = { name: 'Nguyễn Văn Khách', phone: '', email: 'khachhang@example.com' };

function renderSelection(addresses: AddressReply[], initialProfile?: ReceiverProfile) {
  return renderHook(
    ({ user }: { user?: ReceiverProfile }) =>
      useCheckoutSelection({ draft, addresses, methods, carriers, isUser: true, profile: user }),
    { initialProps: { user: initialProfile } },
  );
}

describe('useCheckoutSelection', () => {
  it("a user's default address is chosen, completed with the profile's e-mail", () => {
    const { result } = renderSelection([saved], profile);
    expect(result.current.addressChoice).toBe('a1');
    expect(result.current.receiver).toMatchObject({
      ten_nguoi_nhan: 'Trần Thị Hoa',
      sdt_nguoi_nhan: '0987654321',
      email_nguoi_nhan: 'khachhang@example.com',
      dia_chi: '12 Lê Lợi',
      tinh_thanh: HCM,
      xa_phuong: 'Phường Sài Gòn',
    });
  });

  it('mounted with everything loaded, its first render holds the choices (no second render of the form, issue 28)', () => {
    const renders: { isReady: boolean; addressChoice: string; carrier: string; paymentMethodId: string }[] =
      [];
    renderHook(() => {
      const selection = useCheckoutSelection({
        draft,
        addresses: [saved],
        methods,
        carriers,
        isUser: true,
        profile,
      });
      renders.push(selection);
      return selection;
    });
    expect(renders[0]).toMatchObject({
      isReady: true,
      addressChoice: 'a1',
      carrier: 'GHN|Giao chuẩn',
      paymentMethodId: 'm1',
    });
    // StrictMode off: one render, nothing set from an effect afterwards.
    expect(renders).toHaveLength(1);
  });

  it('sources that load after the first render start the choices when the last one arrives', () => {
    const { result, rerender } = renderHook(
      ({ loaded }: { loaded: boolean }) =>
        useCheckoutSelection({
          draft,
          addresses: loaded ? [saved] : undefined,
          methods,
          carriers,
          isUser: true,
          profile,
        }),
      { initialProps: { loaded: false } },
    );
    expect(result.current.isReady).toBe(false);
    rerender({ loaded: true });
    expect(result.current).toMatchObject({ isReady: true, addressChoice: 'a1', paymentMethodId: 'm1' });
  });

  it('without a saved address the name and e-mail come from the profile', () => {
    const { result } = renderSelection([], profile);
    expect(result.current.addressChoice).toBe(NEW_ADDRESS);
    expect(result.current.receiver).toMatchObject({
      ten_nguoi_nhan: 'Nguyễn Văn Khách',
      email_nguoi_nhan: 'khachhang@example.com',
    });
  });

  it('a profile arriving late fills blanks only: what the shopper typed stays', () => {
    const { result, rerender } = renderSelection([]);
    act(() => result.current.setReceiver({ ...result.current.receiver, ten_nguoi_nhan: 'Người nhận khác' }));
    rerender({ user: profile });
    expect(result.current.receiver).toMatchObject({
      ten_nguoi_nhan: 'Người nhận khác',
      email_nguoi_nhan: 'khachhang@example.com',
    });
  });

  it('"another address" starts from the profile, and gives back what was typed after a look at the book', () => {
    const { result } = renderSelection([saved], profile);
    act(() => result.current.chooseAddress(NEW_ADDRESS));
    expect(result.current.receiver).toMatchObject({ ten_nguoi_nhan: 'Nguyễn Văn Khách', dia_chi: '' });
    act(() => result.current.setReceiver({ ...result.current.receiver, dia_chi: '7 Hai Bà Trưng' }));
    act(() => result.current.chooseAddress('a1'));
    act(() => result.current.chooseAddress(NEW_ADDRESS));
    expect(result.current.receiver.dia_chi).toBe('7 Hai Bà Trưng');
  });
});
