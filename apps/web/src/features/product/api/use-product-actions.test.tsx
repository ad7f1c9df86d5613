import { I18nProvider } from '@lingui/react';
import type { WishlistEntry } from '@shop/api-client';
import type { Product } from '@shop/domain/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useProductActions } from './use-product-actions';
import { mockApiClient } from '@/test/api-client';
import * as toast from '@/ui/toast';

const kept: WishlistEntry[] = [];
const entryOf = (ma_vt: string): WishlistEntry => ({
  _id: `w-${ma_vt}`,
  ma_vt,
  id_vt: ma_vt,
  ten_vt: ma_vt,
  ten_vt_eng: ma_vt,
  picture: '',
  gia_ban_le: 100_000,
  date_created: '2026-11-01T00:00:00.000Z',
});
const listWishlist = vi.fn(async () => [...kept]);
const addToWishlist = vi.fn(async (ma_vt: string) => {
  const entry = entryOf(ma_vt);
  kept.push(entry);
  return entry;
});
const removeFromWishlist = vi.fn(async (id: string) => {
  const index = kept.findIndex((entry) => entry._id === id);
  return kept.splice(index, 1)[0]!;
});
const notify = vi.fn();

const product = { ma_vt: 'TRA-004' } as Product;

function renderActions(maVt: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return renderHook(() => useProductActions(maVt), { wrapper });
}

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  mockApiClient({ listWishlist, addToWishlist, removeFromWishlist });
  vi.spyOn(toast, 'notifyCheckout').mockImplementation((_type, message) => notify(message));
  kept.length = 0;
  notify.mockReset();
});

describe('useProductActions wishlist', () => {
  it('knows a product that is already kept', async () => {
    kept.push(entryOf('CPH-001'), entryOf('TRA-004'));
    const { result } = renderActions('TRA-004');
    await waitFor(() => expect(result.current.isInWishlist).toBe(true));
  });

  it('adds the product, shows it kept, then takes the same entry out on the next press', async () => {
    const { result } = renderActions('TRA-004');
    await waitFor(() => expect(listWishlist).toHaveBeenCalled());
    expect(result.current.isInWishlist).toBe(false);

    act(() => result.current.toggleWishlist({ product }));
    await waitFor(() => expect(result.current.isInWishlist).toBe(true));
    expect(addToWishlist).toHaveBeenCalledExactlyOnceWith('TRA-004');
    expect(notify).toHaveBeenLastCalledWith('Đã thêm vào danh sách yêu thích');

    act(() => result.current.toggleWishlist({ product }));
    await waitFor(() => expect(result.current.isInWishlist).toBe(false));
    expect(removeFromWishlist).toHaveBeenCalledExactlyOnceWith('w-TRA-004');
    expect(addToWishlist).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenLastCalledWith('Đã bỏ khỏi danh sách yêu thích');
  });
});
