import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { mockApiClient } from '@/test/api-client';
import { renderWithProviders } from '@/test/render';
import { CatalogToolbar } from './catalog-toolbar';

describe('CatalogToolbar', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('vi');
    mockApiClient({
      listCategories: async () => [],
    });
  });

  it('offers the rating sort and the star filter, in both languages (issue 33)', async () => {
    const onSortChange = vi.fn();
    const onStarsChange = vi.fn();
    const props = { category: undefined, onCategoryChange: vi.fn(), onSortChange, onStarsChange };
    const view = renderWithProviders(<CatalogToolbar sort="newest" stars={undefined} {...props} />);
    const stars = screen.getByLabelText('Đánh giá') as HTMLSelectElement;
    expect([...stars.options].map((option) => option.text)).toEqual([
      'Tất cả',
      '5 sao',
      'Từ 4 sao',
      'Từ 3 sao',
      'Từ 2 sao',
      'Từ 1 sao',
    ]);
    fireEvent.change(stars, { target: { value: '4' } });
    expect(onStarsChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(stars, { target: { value: '' } });
    expect(onStarsChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(screen.getByLabelText('Sắp xếp'), { target: { value: 'rating' } });
    expect(onSortChange).toHaveBeenLastCalledWith('rating');

    await act(() => useLanguageStore.getState().setLanguage('en'));
    view.unmount();
    renderWithProviders(<CatalogToolbar sort="rating" stars={4} {...props} />);
    expect((screen.getByLabelText('Rating') as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      '4 stars and up',
    );
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      'Top rated',
    );
  });
});
