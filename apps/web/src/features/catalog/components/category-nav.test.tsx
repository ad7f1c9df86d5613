import type { Category } from '@shop/domain/contracts';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiClient } from '@/test/api-client';
import { useLanguageStore } from '@/stores/language-store';
import { SEEDED_CATEGORIES } from '@/test/product-categories';
import { renderWithRouter } from '@/test/render-with-router';
import { CategoryNav } from './category-nav';

describe('CategoryNav', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('vi');
  });

  it("lists the data's categories in its order, a new one included, each linking to its page", async () => {
    const honey = {
      ...(SEEDED_CATEGORIES[0] as Category),
      ma: 'mat-ong',
      slug: 'mat-ong',
      ten: 'Mật ong',
      ten_eng: 'Honey',
    };
    mockApiClient({
      listCategories: async () => [SEEDED_CATEGORIES[1], honey, SEEDED_CATEGORIES[0]],
    });
    await renderWithRouter(<CategoryNav />, '/san-pham/mat-ong');
    const nav = await screen.findByRole('navigation', { name: 'Danh mục sản phẩm' });
    await vi.waitFor(() =>
      expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
        'Tất cả',
        'Cà phê',
        'Mật ong',
        'Trà',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Mật ong' }).getAttribute('href')).toBe('/san-pham/mat-ong');
    await act(() => useLanguageStore.getState().setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Honey' })).toBeTruthy();
  });
});
