import { ApiError } from '@shop/api-client';
import type { ItemHistoryReply } from '@shop/domain/console';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { ItemTimeline } from './item-timeline';
import { renderWithProviders } from '@/test/render';
import { fakeApi } from '@/test/fake-api';

const history = vi.fn<(collection: string, id: string) => Promise<ItemHistoryReply>>();
fakeApi({ console: () => ({ history }) });

function show(collection: string, id: string) {
  renderWithProviders(<ItemTimeline collection={collection} id={id} labels={{ gia_ban_le: 'Giá bán lẻ' }} />);
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
          changes: [
            { field: 'ten_vt', from: null, to: 'Trà xanh' },
            { field: 'ma_nvt', from: null, to: 'TRA' },
            { field: 'truong_la', from: null, to: 'giá trị lạ' },
          ],
        },
        {
          version: 2,
          at: '2026-11-21T03:00:00.000Z',
          by: 'nhanvien@example.com',
          kind: 'changed',
          changes: [
            { field: 'gia_ban_le', from: 120000, to: 99000 },
            { field: 'online', from: true, to: false },
            { field: 'mo_ta', from: null, to: `Mô tả rất dài. ${'Trà ngon. '.repeat(30)}` },
            {
              field: 'thuoc_tinh',
              from: [],
              to: [
                { gia_tri_bien_the_1: 'Đỏ', gia_ban_le: 50000 },
                { gia_tri_bien_the_1: 'Xanh', gia_ban_le: 55000 },
              ],
            },
          ],
        },
      ],
      names: { ecomcategories: { TRA: { vi: 'Trà', en: 'Tea' } } },
    });
    show('dmvt', 'p1');
    const items = await screen.findAllByRole('listitem');
    expect(history).toHaveBeenCalledWith('dmvt', 'p1');
    expect(items[0]?.textContent).toContain('nhanvien@example.com');
    expect(items[0]?.textContent).toContain('Giá bán lẻ: 120.000 ₫ → 99.000 ₫');
    expect(items[0]?.textContent).toContain('Đang bán trực tuyến: Có → Không');
    expect(screen.getByText('Tạo mới')).toBeTruthy();
    expect(screen.getByText('Tên sản phẩm')).toBeTruthy();
    expect(screen.getByText('Trà (TRA)')).toBeTruthy();
    // A field no table names keeps its stored name and value.
    expect(screen.getByText('truong_la')).toBeTruthy();
    expect(screen.getByText('giá trị lạ')).toBeTruthy();
    // A long text is cut, its whole text in a disclosure; a list shows one line per item.
    const description = screen.getByText(/^Mô tả rất dài\..*…$/);
    expect(description.tagName).toBe('SUMMARY');
    expect(description.closest('details')?.textContent).toContain('Trà ngon. '.repeat(30).trim());
    expect(screen.getByText('Màu: Xanh · Giá bán lẻ: 55.000 ₫')).toBeTruthy();
  });

  it('says there is no change yet when the item has no history', async () => {
    history.mockRejectedValueOnce(
      new ApiError('Không có lịch sử thay đổi cho mục này', 404, 'CONSOLE_HISTORY_NOT_FOUND', null),
    );
    show('dmvt', 'p2');
    expect(await screen.findByText('Chưa có thay đổi nào.')).toBeTruthy();
  });
});
