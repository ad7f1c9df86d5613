import { priceCartLine } from '@shop/domain/pricing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { PriceBlock } from './price-block';

const promo = priceCartLine({ retailPrice: 650_000, promoPrice: 559_000, sl_ap_dung: 3, quantity: 1 });
const retail = priceCartLine({ retailPrice: 120_000, quantity: 1 });

describe('PriceBlock', () => {
  it('shows the promotional price, the retail price struck through and the badge', () => {
    renderWithProviders(<PriceBlock offer={{ line: promo, isFlashSale: false }} />);
    expect(screen.getByText('559.000 ₫')).toBeTruthy();
    const struck = screen.getByText('650.000 ₫');
    expect(struck.closest('.line-through')).toBe(struck);
    expect(screen.getByText('Khuyến mãi')).toBeTruthy();
    expect(screen.queryByText('Flash sale')).toBeNull();
  });

  it("keeps each price on one line, so '₫' never wraps alone (390 px)", () => {
    renderWithProviders(<PriceBlock offer={{ line: promo, isFlashSale: false }} />);
    for (const shown of ['559.000 ₫', '650.000 ₫']) {
      expect(screen.getByText(shown).className.split(' ')).toContain('whitespace-nowrap');
    }
  });

  it('adds the flash-sale badge to a flash sale', () => {
    renderWithProviders(<PriceBlock offer={{ line: promo, isFlashSale: true }} />);
    expect(screen.getByText('Khuyến mãi')).toBeTruthy();
    expect(screen.getByText('Flash sale')).toBeTruthy();
  });

  it('shows only the retail price, no badge, without a discount', () => {
    renderWithProviders(<PriceBlock offer={{ line: retail, isFlashSale: false }} />);
    expect(screen.getByText('120.000 ₫')).toBeTruthy();
    expect(screen.queryByText('Khuyến mãi')).toBeNull();
    expect(document.querySelector('.line-through')).toBeNull();
  });

  it('shows no badge when the quantity is above the promotion limit (retail applies)', () => {
    const above = priceCartLine({ retailPrice: 650_000, promoPrice: 559_000, sl_ap_dung: 3, quantity: 4 });
    renderWithProviders(<PriceBlock offer={{ line: above, isFlashSale: true }} />);
    expect(screen.getByText('650.000 ₫')).toBeTruthy();
    expect(screen.queryByText('Khuyến mãi')).toBeNull();
    expect(screen.queryByText('Flash sale')).toBeNull();
  });

  it('formats prices and the badge in English', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    renderWithProviders(<PriceBlock offer={{ line: promo, isFlashSale: false }} />);
    expect(screen.getByText('559,000 ₫')).toBeTruthy();
    expect(screen.getByText('Promotion')).toBeTruthy();
  });
});
