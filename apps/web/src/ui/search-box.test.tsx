import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { SearchBox, searchHref } from './search-box';

function box(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' }) as HTMLInputElement;
}

describe('searchHref', () => {
  it('leads to the results route with the trimmed keyword, encoded', () => {
    expect(searchHref('  cà phê ')).toBe('/mua-hang/tim-kiem?keyword=c%C3%A0+ph%C3%AA');
  });
});

describe('SearchBox', () => {
  it('goes to the results on Enter and tells its container', async () => {
    const onSearch = vi.fn();
    const { router } = await renderWithRouter(<SearchBox onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'ca phe' } });
    fireEvent.submit(box().closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mua-hang/tim-kiem'));
    expect(new URLSearchParams(router.state.location.searchStr).get('keyword')).toBe('ca phe');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('goes to the results on the button', async () => {
    const { router } = await renderWithRouter(<SearchBox />);
    fireEvent.change(box(), { target: { value: 'trà' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.searchStr).get('keyword')).toBe('trà'),
    );
  });

  it('does nothing with an empty or blank box', async () => {
    const onSearch = vi.fn();
    const { router } = await renderWithRouter(<SearchBox onSearch={onSearch} />, '/gioi-thieu');
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/gioi-thieu');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears the box when the query of the address changes', async () => {
    const { router } = await renderWithRouter(<SearchBox />, '/mua-hang/tim-kiem?keyword=tra');
    fireEvent.change(box(), { target: { value: 'ổi' } });
    expect(box().value).toBe('ổi');
    await act(() => router.navigate({ href: '/mua-hang/tim-kiem?keyword=ca' }));
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('clears the box when the path changes', async () => {
    const { router } = await renderWithRouter(<SearchBox />, '/');
    fireEvent.change(box(), { target: { value: 'nông sản' } });
    await act(() => router.navigate({ href: '/san-pham' }));
    await waitFor(() => expect(box().value).toBe(''));
  });
});
