import { I18nProvider } from '@lingui/react';
import { paymentFormSchema } from '@shop/domain/console';
import { foldHolderName } from '@shop/domain/payments';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { BankPicker } from './bank-picker';
import { type FieldSpec, SettingForm } from './setting-form';

const fields: FieldSpec[] = [
  { name: 'ten_ngan_hang', label: 'Ngân hàng', control: (props) => <BankPicker {...props} /> },
  { name: 'ngan_hang_bin', label: 'Mã BIN', type: 'number' },
  { name: 'so_tai_khoan', label: 'Số tài khoản', type: 'number' },
  { name: 'chu_tai_khoan', label: 'Chủ tài khoản', normalise: foldHolderName },
];

describe('the VietQR account in the payment settings', () => {
  beforeAll(() => activateLocale('vi'));

  it('picks the bank from the VietQR list (BIN and name) and writes the holder in capitals without accents', async () => {
    const save = vi.fn(async (_value: unknown) => ({ message: 'Đã lưu cài đặt' }));
    render(
      <I18nProvider i18n={i18n}>
        <SettingForm
          schema={paymentFormSchema}
          fields={fields}
          initial={{
            ten: 'Chuyển khoản',
            ten_eng: 'Bank transfer',
            online: true,
            ngan_hang_bin: '',
            ten_ngan_hang: '',
          }}
          save={save}
        />
      </I18nProvider>,
    );
    const picker = screen.getByTestId('bank-picker');
    fireEvent.change(picker, { target: { value: 'ngoai thuong' } });
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(screen.getByLabelText('Mã BIN')).toHaveProperty('value', '970436'));
    expect(screen.getByTestId('bank-picker')).toHaveProperty('value', 'Vietcombank (970436)');

    const holder = screen.getByLabelText('Chủ tài khoản');
    fireEvent.change(holder, { target: { value: 'Công ty Mộc Lam Đà Lạt' } });
    fireEvent.blur(holder);
    expect(holder).toHaveProperty('value', 'CONG TY MOC LAM DA LAT');

    fireEvent.change(screen.getByLabelText('Số tài khoản'), { target: { value: '1122334455' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      ngan_hang_bin: '970436',
      ten_ngan_hang: 'Vietcombank',
      chu_tai_khoan: 'CONG TY MOC LAM DA LAT',
    });
  });
});
