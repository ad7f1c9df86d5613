import type { Product } from '@shop/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApiClient } from '@/test/api-client';
import { useLanguageStore } from '@/stores/language-store';
import { SEEDED_CATEGORIES } from '@/test/product-categories';
import { ProductGrid } from './product-grid';
import { renderInRouter } from './render-in-router.test-utils';

const TEA: Product = {
  _id: '65a000000000000000000001',
  ma_vt: 'TRA-001',
  ten_vt: 'Trà xanh Thái Nguyên',
  ten_vt_eng: 'Thai Nguyen green tea',
  mo_ta: '',
  mo_ta_eng: '',
  ma_nvt: 'tra',
  thi_truong: ['noi-dia'],
  dvt: 'hộp',
  dvt_eng: 'box',
  gia_ban_le: 120_000,
  ton: 10,
  picture: '/images/products/tra-001.svg',
  noi_bat: true,
};

function mockProducts(listProducts: () => Promise<Product[]>) {
  // No promotions: cards show retail prices.
  // The cards name their category from the shop's categories (decision 030).
  mockApiClient({
    listProducts,
    list: async () => [],
    listCategories: async () => SEEDED_CATEGORIES,
  });
}

describe('ProductGrid', () => {
  it('shows a loading skeleton, then the products in Vietnamese', async () => {
    mockProducts(async () => [TEA]);
    renderInRouter(<ProductGrid params={{ limit: 12 }} />);
    expect((await screen.findByRole('status')).textContent).toContain('Đang tải sản phẩm');
    expect(await screen.findByRole('heading', { name: 'Trà xanh Thái Nguyên' })).toBeTruthy();
    // The card's picture comes resized from the server, with larger ones offered for dense screens.
    const image = screen.getByRole('img', { name: 'Trà xanh Thái Nguyên' });
    expect(image.getAttribute('src')).toBe('/api/images/products/tra-001.svg?w=480');
    expect(image.getAttribute('srcset')).toContain('/api/images/products/tra-001.svg?w=720 720w');
  });

  it('shows the English name after the language switches, without refetching', async () => {
    const listProducts = vi.fn(async () => [TEA]);
    mockProducts(listProducts);
    renderInRouter(<ProductGrid params={{ limit: 12 }} />);
    await screen.findByRole('heading', { name: 'Trà xanh Thái Nguyên' });

    await act(() => useLanguageStore.getState().setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Thai Nguyen green tea' })).toBeTruthy();
    expect(screen.getByText('Tea')).toBeTruthy();
    expect(listProducts).toHaveBeenCalledTimes(1);
  });

  it('shows an error with a retry button that loads again', async () => {
    const listProducts = vi
      .fn<() => Promise<Product[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([TEA]);
    mockProducts(listProducts);
    renderInRouter(<ProductGrid params={{ limit: 12 }} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được danh sách sản phẩm');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Trà xanh Thái Nguyên' })).toBeTruthy();
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no products', async () => {
    mockProducts(async () => []);
    renderInRouter(<ProductGrid params={{ limit: 12 }} />);
    expect(await screen.findByText(/Chưa có sản phẩm nào/)).toBeTruthy();
  });
});
