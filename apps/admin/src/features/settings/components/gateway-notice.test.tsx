import { I18nProvider } from '@lingui/react';
import type { PaymentRow } from '@shop/domain/console';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { GatewayNotice, paymentKindName, usePaymentStatus } from './gateway-notice';

const vnpay: PaymentRow = {
  _id: 'p3',
  ma: 'VNPAY',
  loai: 'e-wallet',
  ten: 'Ví VNPay',
  ten_eng: 'VNPay wallet',
  online: true,
  sst: 3,
};

function Status({ row }: { row: PaymentRow }) {
  return <p>{usePaymentStatus()(row)}</p>;
}

const show = (row: PaymentRow) =>
  render(
    <I18nProvider i18n={i18n}>
      <Status row={row} />
      <GatewayNotice row={row} />
    </I18nProvider>,
  );

describe('VNPay in the payment settings', () => {
  beforeAll(() => activateLocale('vi'));

  it('says an e-wallet that is on is not offered while the server has no keys', () => {
    show({ ...vnpay, gateway: 'missing' });
    expect(screen.getByText('Bật, nhưng chưa có khoá VNPay: khách không thấy')).toBeTruthy();
    expect(screen.getByTestId('gateway-notice').textContent).toContain('khách không thấy phương thức này');
  });

  it('names the gateway of each e-wallet and the keys it lacks: MoMo and ZaloPay are not VNPay', () => {
    const momo = { ...vnpay, _id: 'p4', ma: 'MOMO', cong_thanh_toan: 'momo' as const };
    show({ ...momo, gateway: 'missing' });
    expect(screen.getByText('Bật, nhưng chưa có khoá MoMo: khách không thấy')).toBeTruthy();
    const notice = screen.getByTestId('gateway-notice').textContent;
    expect(notice).toContain(
      'MoMo chưa có khoá của cửa hàng (MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY',
    );
    expect(notice).not.toContain('VNPay');
    expect(paymentKindName(momo)).toBe('MoMo');
    expect(paymentKindName({ loai: 'e-wallet', cong_thanh_toan: 'zalopay' })).toBe('ZaloPay');
    expect(paymentKindName(vnpay)).toBe('VNPay');
    expect(paymentKindName({ loai: 'bank-transfer' })).toBe('VietQR');
    expect(paymentKindName({ loai: 'cod' })).toBe('COD');
  });

  it('says a ZaloPay method runs on the test gateway in development', () => {
    show({ ...vnpay, cong_thanh_toan: 'zalopay', gateway: 'sandbox' });
    expect(screen.getByTestId('gateway-notice').textContent).toContain('ZaloPay đang chạy cổng thử nghiệm');
  });

  it('says nothing more once the keys are set', () => {
    show({ ...vnpay, gateway: 'keys' });
    expect(screen.getByText('Bật')).toBeTruthy();
    expect(screen.queryByTestId('gateway-notice')).toBeNull();
  });
});
