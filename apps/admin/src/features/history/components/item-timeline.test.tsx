import { I18nProvider } from '@lingui/react';
import { ApiError } from '@shop/api-client';
import type { ItemHistoryReply } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { ItemTimeline } from './item-timeline';

const history = vi.fn<(collection: string, id: string) => Promise<ItemHistoryReply>>();
vi.mock('@/lib/api', () => ({ getConsoleApi: async () => ({ history }) }));

function show(collection: string, id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ItemTimeline collection={collection} id={id} labels={{ gia_ban_le: 'Giá bán lẻ' }} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('ItemTimeline', () => {
  beforeAll(() => activateLocale('vi'));

  it("lists the item's changes newest first, with who, and each field from → to under its label", async () => {
    history.mockResolvedValueOnce({
      collection: 'dmvt',
      id: 'p1',
      entries: [
        {
          version: 1,
          at: '2026-11-20T03:00:00.000Z',
          by: 'chuquan@example.com',
          kind: 'created',
          changes: [{ field: 'ten_vt', from: null, to: 'Trà xanh' }],
        },
        {
          version: 2,
          at: '2026-11-21T03:00:00.000Z',
          by: 'nhanvien@example.com',
          kind: 'changed',
          changes: [{ field: 'gia_ban_le', from: '120000', to: '99000' }],
        },
      ],
    });
    show('dmvt', 'p1');
    const items = await screen.findAllByRole('listitem');
    expect(history).toHaveBeenCalledWith('dmvt', 'p1');
    expect(items[0]?.textContent).toContain('nhanvien@example.com');
    expect(items[0]?.textContent).toContain('Giá bán lẻ: 120000 → 99000');
    expect(screen.getByText('Tạo mới')).toBeTruthy();
    expect(screen.getByText('ten_vt')).toBeTruthy();
  });

  it('says there is no change yet when the item has no history', async () => {
    history.mockRejectedValueOnce(
      new ApiError('Không có lịch sử thay đổi cho mục này', 404, 'CONSOLE_HISTORY_NOT_FOUND', null),
    );
    show('dmvt', 'p2');
    expect(await screen.findByText('Chưa có thay đổi nào.')).toBeTruthy();
  });
});
