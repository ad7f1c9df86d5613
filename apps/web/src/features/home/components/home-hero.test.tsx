import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiClient } from '@/test/api-client';
import { useLanguageStore } from '@/stores/language-store';
import { SEEDED_CATEGORIES } from '@/test/product-categories';
import { renderWithRouter } from '@/test/render-with-router';
import { HomeHero } from './home-hero';

const captions = () => screen.queryAllByTestId('hero-caption').map((caption) => caption.textContent);

function mockCategories(rows: typeof SEEDED_CATEGORIES) {
  mockApiClient({ listCategories: async () => rows });
}

describe('HomeHero', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('vi');
  });

  it("captions the category pictures with the categories' names in the page's language, as page text", async () => {
    mockCategories(SEEDED_CATEGORIES);
    await renderWithRouter(<HomeHero />);
    await vi.waitFor(() => expect(captions()).toEqual(['Trà', 'Cà phê', 'Nông sản', 'Nước ép ổi']));
    // Text of the page (so the site's font), not of the picture: the pictures stay decoration.
    for (const caption of screen.getAllByTestId('hero-caption')) {
      expect(caption.tagName).toBe('SPAN');
      expect(caption.parentElement?.querySelector('img')?.getAttribute('alt')).toBe('');
    }

    await act(() => useLanguageStore.getState().setLanguage('en'));
    expect(captions()).toEqual(['Tea', 'Coffee', 'Farm produce', 'Guava juice']);
  });

  it('shows a renamed category by its new name and leaves out one that is gone', async () => {
    mockCategories(
      SEEDED_CATEGORIES.filter((row) => row.ma !== 'ca-phe').map((row) =>
        row.ma === 'tra' ? { ...row, ten: 'Trà đặc sản' } : row,
      ),
    );
    await renderWithRouter(<HomeHero />);
    await vi.waitFor(() => expect(captions()).toEqual(['Trà đặc sản', 'Nông sản', 'Nước ép ổi']));
  });
});
