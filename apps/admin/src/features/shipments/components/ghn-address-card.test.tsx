import type { AssignCarrierAddressBody, CarrierAddressMapping } from '@shop/domain/carriers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { GhnAddressCard } from './ghn-address-card';
import { fakeApi } from '@/test/fake-api';

const gap = {
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
  reason: 'ward' as const,
  former: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
};
let mapping: CarrierAddressMapping & { enabled: boolean };
const carrierAddresses = vi.fn(async () => mapping);
const refreshCarrierAddresses = vi.fn(async () => {
  mapping = { ...mapping, refresh: { status: 'pending', error: null, finished_at: null } };
  return { message: 'Đang lấy danh mục địa chỉ từ đơn vị vận chuyển' };
});
const carrierWards = vi.fn(async (_province: string, _q: string) => ({
  items: [
    {
      district_id: 1442,
      ward_code: '20108',
      province: 'Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Đa Kao',
    },
  ],
}));
const assignCarrierAddress = vi.fn(async (_body: AssignCarrierAddressBody) => ({
  ...mapping,
  manual: 1,
  unmapped: [],
  message: 'Đã gán địa chỉ cho đơn vị vận chuyển',
}));
fakeApi({
  console: () => ({
    carrierAddresses,
    refreshCarrierAddresses,
    carrierWards,
    assignCarrierAddress,
  }),
});

describe("GHN's address mapping card (issue 31 'Weights and addresses')", () => {
  beforeEach(() => {
    mapping = {
      enabled: true,
      carrier: 'ghn',
      mapped: 3308,
      manual: 0,
      refreshed_at: '2026-11-30T02:00:00Z',
      refresh: { status: 'done', error: null, finished_at: '2026-11-30T02:00:05Z' },
      unmapped: [gap],
    };
    useLanguageStore.setState({ language: 'vi' });
    activateLocale('vi');
  });

  it('lists what did not map with why, and assigns one of GHN’s wards by hand', async () => {
    renderWithProviders(<GhnAddressCard />);
    expect((await screen.findByTestId('ghn-mapping-summary')).textContent).toMatch(
      /3308 phường, xã đã có mã GHN \(0 gán thủ công\), 1 chưa khớp\./,
    );
    const row = screen.getByTestId('ghn-gap');
    expect(row.textContent).toMatch(/Phường Sài Gòn, Thành phố Hồ Chí Minh/);
    expect(row.textContent).toMatch(/GHN không có phường, xã cũ · trước đây: Phường Bến Nghé, Quận 1/);
    fireEvent.click(within(row).getByRole('button', { name: 'Gán thủ công' }));
    fireEvent.change(within(row).getByLabelText('Tìm phường, xã hoặc quận của GHN'), {
      target: { value: 'Đa Kao' },
    });
    await waitFor(() => expect(carrierWards).toHaveBeenCalledWith('Thành phố Hồ Chí Minh', 'Đa Kao'));
    await within(row).findByRole('option', { name: 'Phường Đa Kao, Quận 1, Hồ Chí Minh' });
    fireEvent.click(within(row).getByRole('button', { name: 'Gán' }));
    await waitFor(() =>
      expect(assignCarrierAddress).toHaveBeenCalledWith({
        province: 'Thành phố Hồ Chí Minh',
        ward: 'Phường Sài Gòn',
        district_id: 1442,
        ward_code: '20108',
      }),
    );
    expect(
      await screen.findByText(/3308 phường, xã đã có mã GHN \(1 gán thủ công\), 0 chưa khớp\./),
    ).toBeTruthy();
    expect(screen.queryByTestId('ghn-gap')).toBeNull();
  });

  it('asks GHN again with the refresh button and shows it working', async () => {
    renderWithProviders(<GhnAddressCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Làm mới từ GHN' }));
    await waitFor(() => expect(refreshCarrierAddresses).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Đang làm mới…' })).toBeTruthy();
  });

  it('says plainly when GHN is not connected', async () => {
    mapping = { ...mapping, enabled: false, mapped: 0, unmapped: [], refresh: null, refreshed_at: null };
    renderWithProviders(<GhnAddressCard />);
    expect(await screen.findByText(/GHN chưa được kết nối/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Làm mới từ GHN' })).toBeNull();
  });
});
