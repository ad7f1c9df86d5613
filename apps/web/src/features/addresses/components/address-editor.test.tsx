import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AddressEditor } from './address-editor';
import { mockApiClient } from '@/test/api-client';

const HCM = 'Thành phố Hồ Chí Minh';
const client = {
  listProvinces: vi.fn(async () => [{ _id: 'p1', ma: '79', ten: HCM, sst: 1 }]),
  listWards: vi.fn(async () => [
    { _id: 'w1', ma: '26734', ten: 'Phường Sài Gòn', ma_tinh_thanh: '79', tinh_thanh: HCM },
  ]),
  // No district in force anywhere since July 2025.
  list: vi.fn(async () => []),
  suggestAddress: vi.fn(async () => []),
};
beforeEach(() => {
  mockApiClient(client);
});

/** The address the tests type in (the default flag and invoice details aside). */
const LE_LOI = {
  ten_nguoi_nhan: 'Nguyễn An',
  sdt_nguoi_nhan: '0912345678',
  email_nguoi_nhan: '',
  dia_chi: '12 Lê Lợi',
  tinh_thanh: HCM,
  quan_huyen: '',
  xa_phuong: 'Phường Sài Gòn',
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AddressEditor', () => {
  const onSave = vi.fn();
  beforeEach(() => onSave.mockReset());

  it('shows the messages of SPEC §5 and saves nothing', async () => {
    renderWithProviders(<AddressEditor isSaving={false} onSave={onSave} onCancel={() => {}} />);
    fill(/^Email/, 'an@');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findByText('Vui lòng nhập đầy đủ họ và tên')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Email không hợp lệ')).toBeTruthy();
    expect(screen.getAllByText('Vui lòng nhập đầy đủ thông tin').length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lists the wards of the chosen province and saves the trimmed address with its default flag', async () => {
    renderWithProviders(<AddressEditor isSaving={false} onSave={onSave} onCancel={() => {}} />);
    fill(/^Họ tên người nhận/, ' Nguyễn An ');
    fill(/^Số điện thoại/, '0912345678');
    fill(/^Địa chỉ/, '12 Lê Lợi');
    await screen.findByRole('option', { name: HCM });
    fill(/^Tỉnh\/Thành phố/, HCM);
    await screen.findByRole('option', { name: 'Phường Sài Gòn' });
    expect(client.listWards).toHaveBeenCalledWith(HCM);
    fill(/^Phường\/Xã/, 'Phường Sài Gòn');
    fireEvent.click(screen.getByLabelText('Đặt làm địa chỉ mặc định'));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ...LE_LOI, ngam_dinh: true, hoa_don: null }));
  });

  it('shows the company invoice details kept with an address, checks them and saves the edit', async () => {
    const address = {
      _id: 'a1',
      id_app: 'app',
      user_created: 'an@example.vn',
      ...LE_LOI,
      ngam_dinh: false,
      hoa_don: {
        ten_cong_ty: 'Công ty TNHH Mộc Lam',
        ma_so_thue: '0312687878',
        dia_chi_cong_ty: '1 Nguyễn Huệ, TP.HCM',
        email_hoa_don: 'ketoan@moclam.vn',
      },
    };
    renderWithProviders(
      <AddressEditor address={address} isSaving={false} onSave={onSave} onCancel={() => {}} />,
    );
    expect(screen.getByLabelText('Xuất hóa đơn GTGT cho công ty')).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/^Tên công ty/)).toHaveProperty('value', 'Công ty TNHH Mộc Lam');
    await screen.findByRole('option', { name: 'Phường Sài Gòn' });
    fill(/^Mã số thuế/, '0312687879');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findByText('Mã số thuế không hợp lệ, vui lòng kiểm tra lại')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fill(/^Mã số thuế/, '0312687878');
    fill(/^Email nhận hóa đơn/, 'hoadon@moclam.vn');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          _id: 'a1',
          hoa_don: {
            ten_cong_ty: 'Công ty TNHH Mộc Lam',
            ma_so_thue: '0312687878',
            dia_chi_cong_ty: '1 Nguyễn Huệ, TP.HCM',
            email_hoa_don: 'hoadon@moclam.vn',
          },
        }),
      ),
    );
  });
});
