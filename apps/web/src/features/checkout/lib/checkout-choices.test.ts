import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '@/ui/address-form/address-values';
import {
  acceptedVouchers,
  carrierKey,
  draftChoicesOf,
  gatewayUrlOf,
  isVoucherAdded,
  keptDraft,
  voucherOutcome,
} from './checkout-choices';

const receiver = {
  ...EMPTY_ADDRESS,
  ten_nguoi_nhan: 'Nguyễn An',
  sdt_nguoi_nhan: '0912345678',
  dia_chi: '12 Lê Lợi',
  tinh_thanh: 'Thành phố Hồ Chí Minh',
  xa_phuong: 'Phường Sài Gòn',
};

describe('draftChoicesOf', () => {
  it('sends the receiver, the carrier package, the payment method and the referral, no price', () => {
    const choices = draftChoicesOf({
      receiver,
      carrier: carrierKey({ ma_dv_vc: 'GHN', ten_goi_cuoc: 'Giao chuẩn' }),
      paymentMethodId: 'c15eed000000000000000001',
      afflink: 'REF1',
    });
    expect(choices).toEqual({
      ...receiver,
      don_vi_vc: 'GHN',
      goi_cuoc_vc: 'Giao chuẩn',
      pt_thanh_toan: 'c15eed000000000000000001',
      id_afflink: 'REF1',
    });
  });

  it('leaves the carrier blank when none is chosen (the server takes the first)', () => {
    const choices = draftChoicesOf({ receiver, carrier: '', paymentMethodId: '' });
    expect(choices).toMatchObject({ don_vi_vc: '', goi_cuoc_vc: '', pt_thanh_toan: '' });
    expect(choices).not.toHaveProperty('id_afflink');
  });
});

describe('vouchers on a draft', () => {
  const reply = {
    _id: 'x',
    details: [],
    evouchers: [
      { ma: 'CHAOBAN10', so_tien_giam: 12000, ok: true },
      {
        ma: 'HETHAN2025',
        so_tien_giam: 0,
        ok: false,
        message: 'Mã giảm giá không tồn tại hoặc hết hạn sử dụng',
      },
    ],
  };

  it('keeps the accepted ones only', () => {
    expect(acceptedVouchers(reply).map((voucher) => voucher.ma)).toEqual(['CHAOBAN10']);
    expect(keptDraft(reply).evouchers).toHaveLength(1);
    expect(acceptedVouchers(null)).toEqual([]);
  });

  it('spots a code already added, whatever its case and spaces', () => {
    expect(isVoucherAdded(reply, ' chaoban10 ')).toBe(true);
    expect(isVoucherAdded(reply, 'HETHAN2025')).toBe(false);
  });

  it("reads the server's outcome of one code", () => {
    expect(voucherOutcome(reply, 'HETHAN2025')?.message).toBe(
      'Mã giảm giá không tồn tại hoặc hết hạn sử dụng',
    );
    expect(voucherOutcome(reply, 'NONE')).toBeUndefined();
  });
});

describe('gatewayUrlOf (SPEC §4)', () => {
  const url = 'http://shop.test/sandbox-gateway/vnpay?vnp_Amount=1';
  it("follows the gateway link of an order in status '0' or '1'", () => {
    expect(gatewayUrlOf({ trang_thai: '0', virtual_payment_client_url: url })).toBe(url);
    expect(gatewayUrlOf({ trang_thai: '1', virtual_payment_client_url: url })).toBe(url);
  });

  it('goes nowhere without a link or in another status', () => {
    expect(gatewayUrlOf({ trang_thai: '0', virtual_payment_client_url: '' })).toBeUndefined();
    expect(gatewayUrlOf({ trang_thai: '0' })).toBeUndefined();
    expect(gatewayUrlOf({ trang_thai: '9', virtual_payment_client_url: url })).toBeUndefined();
  });
});
