import { ApiError } from '@shop/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { OrderLookupPage } from './order-lookup-page';
import * as provider from '@/lib/provider';
import { mockApiClient } from '@/test/api-client';

const lookupOrder = vi.fn();
const openOrderLink = vi.fn();
// The company record as the console's settings keep it: the phone lives in its contact part.

const found = {
  so_ct: 'DH000042',
  ngay_ct: '2026-03-05T03:00:00.000Z',
  trang_thai: '0',
  trang_thai_tt: '0',
  ten_trang_thai: 'Đơn mới',
  ten_trang_thai_eng: 'New order',
  ten_pt_thanh_toan: 'Chuyển khoản ngân hàng',
  loai_pt_thanh_toan: 'bank-transfer',
  t_tien_hang: 370_000,
  t_tt_nt: 405_000,
  tien_phi_vc: 35_000,
  details: [
    {
      ma_vt: 'TRA-1',
      ten_vt: 'Trà Ô Long',
      sl_xuat: 2,
      tien: 370_000,
      thuoc_tinh: { _id: 'x', gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '100g' },
    },
  ],
  nguoi_nhan: {
    ten: 'N. V. An',
    sdt: '•••••••678',
    email: 'a•••@example.vn',
    khu_vuc: 'Quận 1, TP. Hồ Chí Minh',
  },
  vietqr: {
    bank_name: 'Vietcombank',
    account_number: '0123456789',
    account_name: 'CONG TY MOC LAM',
    amount: 405_000,
    memo: 'DH000042',
    payload: '000201',
    qr_image: 'data:image/svg+xml;base64,PHN2Zy8+',
  },
};

function fill(code: string, contact: string) {
  fireEvent.change(screen.getByLabelText(/Mã đơn hàng/), { target: { value: code } });
  fireEvent.change(screen.getByLabelText(/Số điện thoại hoặc e-mail/), { target: { value: contact } });
  fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
}

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  mockApiClient({ lookupOrder, openOrderLink });
  vi.spyOn(provider, 'fetchAppRecord').mockResolvedValue({
    name: 'Công ty Mộc Lam',
    contact: { phone: '0208 3856 168' },
  } as never);
  lookupOrder.mockReset();
  openOrderLink.mockReset();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('OrderLookupPage', () => {
  it('asks for the code and a phone or e-mail before calling the server', async () => {
    await renderWithRouter(<OrderLookupPage />);
    fill('DH000042', 'not a contact');
    expect(
      await screen.findByText('Vui lòng nhập mã đơn hàng và số điện thoại hoặc e-mail đã dùng khi đặt hàng'),
    ).toBeTruthy();
    expect(lookupOrder).not.toHaveBeenCalled();
  });

  it("shows the order found: status, the line's variant, totals, masked receiver, transfer details, the shop's phone", async () => {
    lookupOrder.mockResolvedValue(found);
    await renderWithRouter(<OrderLookupPage />);
    fill(' DH000042 ', ' +84 912 345 678 ');
    const order = await screen.findByTestId('looked-up-order');
    expect(lookupOrder).toHaveBeenCalledWith({ so_ct: 'DH000042', lien_he: '+84 912 345 678' });
    const card = within(order);
    expect(card.getByRole('heading', { name: 'Đơn hàng DH000042' })).toBeTruthy();
    expect(card.getByTestId('order-status').textContent).toBe('Đơn mới');
    expect(card.getByText('Trà Ô Long')).toBeTruthy();
    expect(card.getByText('Xanh · 100g')).toBeTruthy();
    expect(card.getByText('N. V. An')).toBeTruthy();
    expect(card.getByText('•••••••678')).toBeTruthy();
    expect(card.getAllByText(/405\.000\s₫/).length).toBeGreaterThan(0);
    expect(card.getByAltText('Mã VietQR để chuyển khoản').getAttribute('src')).toBe(found.vietqr.qr_image);
    expect(card.getByText('0123456789')).toBeTruthy();
    // The help sentence names the phone of the shop's settings.
    const help = await card.findByTestId('order-help');
    expect(help.textContent).toBe('Cần hỗ trợ về đơn hàng? Gọi 0208 3856 168 và đọc mã đơn hàng DH000042.');
  });

  it("a shipped order's tracking text names the carrier, the code and the shop's phone", async () => {
    lookupOrder.mockResolvedValue({
      ...found,
      trang_thai: '2',
      trang_thai_tt: '1',
      ten_trang_thai: 'Đang giao hàng',
      ten_dv_vc: 'Giao Hàng Tiết Kiệm',
      ma_van_don: 'GHTK-778899',
    });
    await renderWithRouter(<OrderLookupPage />);
    fill('DH000042', 'an@example.vn');
    expect((await screen.findByTestId('order-tracking')).textContent).toBe(
      'Vận chuyển: Giao Hàng Tiết Kiệm · mã vận đơn GHTK-778899',
    );
    expect((await screen.findByTestId('order-help')).textContent).toContain(
      'gọi 0208 3856 168 để được hỗ trợ',
    );
    // Paid: no transfer details any more.
    expect(screen.queryByText('0123456789')).toBeNull();
  });

  it("shows the server's one answer when nothing matches", async () => {
    lookupOrder.mockRejectedValue(
      new ApiError(
        'Không tìm thấy đơn hàng khớp với mã đơn hàng và số điện thoại hoặc e-mail này',
        404,
        'ORDER_LOOKUP_NOT_FOUND',
        {},
      ),
    );
    await renderWithRouter(<OrderLookupPage />);
    fill('DH000099', '0912345678');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Không tìm thấy đơn hàng khớp với mã đơn hàng và số điện thoại hoặc e-mail này',
    );
    expect(screen.queryByTestId('looked-up-order')).toBeNull();
  });

  it("opens the signed link of a guest's mail from the address's fragment", async () => {
    openOrderLink.mockResolvedValue(found);
    window.history.replaceState(null, '', '/tra-cuu-don-hang#so_ct=DH000042&het_han=1900000000&chu_ky=abc');
    await renderWithRouter(<OrderLookupPage />);
    expect(await screen.findByTestId('looked-up-order')).toBeTruthy();
    expect(openOrderLink).toHaveBeenCalledWith({ so_ct: 'DH000042', het_han: '1900000000', chu_ky: 'abc' });
    expect(lookupOrder).not.toHaveBeenCalled();
  });

  it('an expired link leaves the form, the code filled in, with a clear message', async () => {
    const expired =
      'Liên kết xem đơn hàng đã hết hạn. Vui lòng tra cứu bằng mã đơn hàng và số điện thoại hoặc e-mail.';
    openOrderLink.mockRejectedValue(new ApiError(expired, 410, 'ORDER_LINK_EXPIRED', {}));
    window.history.replaceState(null, '', '/tra-cuu-don-hang#so_ct=DH000042&het_han=1&chu_ky=abc');
    await renderWithRouter(<OrderLookupPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    expect((screen.getByLabelText(/Mã đơn hàng/) as HTMLInputElement).value).toBe('DH000042');
    expect(screen.queryByTestId('looked-up-order')).toBeNull();
  });
});
