import { I18nProvider } from '@lingui/react';
import type { PaymentRow } from '@shop/domain/console';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { GatewayNotice, usePaymentStatus } from './gateway-notice';

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

  it('says nothing more once the keys are set', () => {
    show({ ...vnpay, gateway: 'keys' });
    expect(screen.getByText('Bật')).toBeTruthy();
    expect(screen.queryByTestId('gateway-notice')).toBeNull();
  });
});
