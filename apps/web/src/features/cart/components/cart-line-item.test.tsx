import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import type { CartLineView } from '../api/cart-line-cache';
import { CartLineItem } from './cart-line-item';

const base: CartLineView = {
  _id: 'l1',
  ma_vt: 'CPH-003',
  ten_vt: 'Cà phê hương chồn',
  ten_vt_eng: 'Weasel coffee',
  sl_xuat: 2,
  ton: 40,
  tien: 718_000,
  tien_ck: 122_000,
  gia_ban_le: 420_000,
  picture: '/images/products/cph-003.svg',
};

async function renderLine(line: CartLineView) {
  const onQuantityChange = vi.fn(() => line.sl_xuat);
  await renderWithRouter(
    <ul>
      <CartLineItem line={line} onQuantityChange={onQuantityChange} onRemove={vi.fn()} />
    </ul>,
  );
}

describe('CartLineItem', () => {
  it("names the quantity steps by their label, the '−' and '+' signs hidden from it (WCAG 2.5.3)", async () => {
    await renderLine(base);
    for (const name of ['Giảm số lượng', 'Tăng số lượng']) {
      const step = screen.getByRole('button', { name });
      // A shown sign that is not in the name reads as a Label in Name mismatch (Lighthouse).
      expect(step.querySelector('[aria-hidden="true"]')?.textContent).toMatch(/^[−+]$/);
      expect(step.textContent).toBe(step.querySelector('[aria-hidden="true"]')?.textContent);
    }
  });

  it('shows the unit price tien / sl_xuat, the retail price struck through and the promotion badge', async () => {
    await renderLine(base);
    expect(screen.getByText('359.000 ₫')).toBeTruthy();
    expect(screen.getByText('420.000 ₫').closest('s')).toBeTruthy();
    expect(screen.getByText('Khuyến mãi')).toBeTruthy();
    expect(screen.getByTestId('cart-line-amount').textContent).toBe('718.000 ₫');
    expect(screen.queryByText('Hết hàng')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cà phê hương chồn' }).getAttribute('href')).toBe(
      '/mua-hang/san-pham/CPH-003',
    );
  });

  it('without a discount: no badge, no struck price; the limited-promotion notice from the reply', async () => {
    await renderLine({
      ...base,
      sl_xuat: 3,
      tien: 1_260_000,
      tien_ck: 0,
      notice: 'PROMO_PRICE_LIMITED',
      promoLimit: 2,
    });
    expect(screen.queryByText('Khuyến mãi')).toBeNull();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText('Giá khuyến mãi chỉ áp dụng cho tối đa 2 sản phẩm')).toBeTruthy();
  });

  it('flags a line whose stock is falsy as out of stock', async () => {
    await renderLine({ ...base, ton: 0, tien_ck: 0 });
    expect(screen.getByText('Hết hàng')).toBeTruthy();
  });
});
