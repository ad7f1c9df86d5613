import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { Price } from './price';

describe('Price', () => {
  it("shows formatPrice's text in one unbreakable element, in the page's language", () => {
    renderWithProviders(<Price amount={150_000} className="font-bold" testId="the-price" />);
    const price = screen.getByTestId('the-price');
    expect(price.textContent).toBe('150.000 ₫');
    expect(price.className.split(' ')).toEqual(['whitespace-nowrap', 'font-bold']);
    act(() => useLanguageStore.setState({ language: 'en' }));
    expect(price.textContent).toBe('150,000 ₫');
    act(() => useLanguageStore.setState({ language: 'vi' }));
  });
});
