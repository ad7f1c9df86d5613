import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageErrorState, QueryErrorState } from './error-state';

describe('QueryErrorState', () => {
  it('says what failed with the network hint, and retries the query', () => {
    const refetch = vi.fn();
    renderWithProviders(
      <QueryErrorState title="Không tải được tin tức" query={{ refetch, isRefetching: false }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Không tải được tin tức');
    expect(alert.textContent).toContain('Vui lòng kiểm tra kết nối mạng rồi thử lại.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps its own description, or none, and waits while the query is fetched again', () => {
    const { unmount } = renderWithProviders(
      <QueryErrorState
        title="Chưa tải được sổ địa chỉ"
        description={null}
        query={{ refetch: vi.fn(), isRefetching: true }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Chưa tải được sổ địa chỉĐang thử lại…');
    expect(screen.getByRole('button', { name: 'Đang thử lại…' })).toHaveProperty('disabled', true);
    unmount();
    renderWithProviders(
      <QueryErrorState
        title="Chưa tải được đơn hàng"
        description="Vui lòng thử lại."
        query={{ refetch: vi.fn(), isRefetching: false }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Chưa tải được đơn hàngVui lòng thử lại.Thử lại');
  });
});

describe('PageErrorState', () => {
  it("is the query's error state (above) standing in a page's place", () => {
    renderWithProviders(
      <PageErrorState title="Không tải được sản phẩm" query={{ refetch: vi.fn(), isRefetching: false }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.parentElement?.className).toBe('mx-auto max-w-xl px-4 py-12');
    expect(alert.textContent).toBe(
      'Không tải được sản phẩmVui lòng kiểm tra kết nối mạng rồi thử lại.Thử lại',
    );
  });
});
