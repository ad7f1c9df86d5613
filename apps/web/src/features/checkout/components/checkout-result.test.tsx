import { ApiError } from '@shop/api-client';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { type AlertSearch, parseAlertSearch } from '../lib/alert-search';
import { CheckoutResult } from './checkout-result';
import { mockApiClient } from '@/test/api-client';

const getOrder = vi.fn<(id: string) => Promise<Record<string, unknown>>>();
const orderQrUrl = vi.fn(async () => 'data:image/svg+xml,');
beforeEach(() => {
  mockApiClient({ getOrder, orderQrUrl });
});

const ORDER_ID = '6650a1b2c3d4e5f6a7b8c9d0';
/** The forged link of issue 11, pointing at `_id` when given. */
const forged = (id?: string): AlertSearch =>
  parseAlertSearch({
    isSuccess: 'true',
    message: 'Hacked',
    info_order: 'FAKE123',
    amount: '999999999',
    isCOD: 'true',
    email: 'attacker@example.com',
    ...(id ? { _id: id } : {}),
  });

const stored = {
  _id: ORDER_ID,
  so_ct: 'DH000042',
  t_tt_nt: 155_000,
  trang_thai: '0',
  trang_thai_tt: '1',
  loai_pt_thanh_toan: 'cod',
  email_nguoi_nhan: 'an@example.vn',
};

beforeEach(() => {
  getOrder.mockReset();
});

function expectNothingForged() {
  for (const text of ['Hacked', 'FAKE123', /999\.999\.999/, 'attacker@example.com']) {
    expect(screen.queryByText(text)).toBeNull();
  }
  expect(screen.queryByRole('heading', { name: 'Đặt hàng thành công' })).toBeNull();
}

describe('CheckoutResult', () => {
  it('a forged link without an order id shows "not found", asks nothing and repeats none of it', async () => {
    await renderWithRouter(<CheckoutResult search={forged()} isGatewayReturn={false} />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeTruthy();
    expectNothingForged();
    expect(getOrder).not.toHaveBeenCalled();
  });

  it('an unknown or another shopper\'s order (the server refuses it) shows "not found"', async () => {
    getOrder.mockRejectedValue(new ApiError('Không tìm thấy đơn hàng', 404, 'ORDER_NOT_FOUND', {}));
    await renderWithRouter(<CheckoutResult search={forged(ORDER_ID)} isGatewayReturn={false} />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeTruthy();
    expect(getOrder).toHaveBeenCalledWith(ORDER_ID);
    expectNothingForged();
  });

  it('a draft is no placed order: "not found"', async () => {
    getOrder.mockResolvedValue({ ...stored, trang_thai: 'LCT' });
    await renderWithRouter(<CheckoutResult search={forged(ORDER_ID)} isGatewayReturn={false} />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeTruthy();
  });

  it("the shopper's own order shows the server's code, amount and payment, the shop's heading", async () => {
    getOrder.mockResolvedValue(stored);
    await renderWithRouter(<CheckoutResult search={forged(ORDER_ID)} isGatewayReturn={false} />);
    expect(await screen.findByRole('heading', { name: 'Đặt hàng thành công' })).toBeTruthy();
    expect(screen.getByText('DH000042')).toBeTruthy();
    // Issue 26 item 13: '₫' never wraps alone onto a line of its own.
    expect(screen.getByText(/^155\.000\s₫$/).className).toContain('whitespace-nowrap');
    expect(screen.getByText('Trả khi nhận hàng')).toBeTruthy();
    expect(screen.getByText('an@example.vn')).toBeTruthy();
    for (const text of ['Hacked', 'FAKE123', /999\.999\.999/, 'attacker@example.com']) {
      expect(screen.queryByText(text)).toBeNull();
    }
  });

  it('a bank-transfer order shows as paid without a reload once the transfer is matched', async () => {
    const unpaid = { ...stored, loai_pt_thanh_toan: 'bank-transfer', trang_thai_tt: '0' };
    getOrder.mockResolvedValue(unpaid);
    await renderWithRouter(<CheckoutResult search={forged(ORDER_ID)} isGatewayReturn={false} />);
    expect(await screen.findByText('Chưa thanh toán')).toBeTruthy();
    // The bank-notification webhook paid it on the server: the page asks again by itself.
    getOrder.mockResolvedValue({ ...unpaid, trang_thai_tt: '1' });
    expect(await screen.findByText('Đã thanh toán', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Đơn hàng đã được thanh toán.')).toBeTruthy();
  });
});
