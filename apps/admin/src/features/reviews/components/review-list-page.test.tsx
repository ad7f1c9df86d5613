import type { ConsoleReview, ReviewSettings } from '@shop/domain/reviews';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { readReviewsSearch, ReviewListPage } from './review-list-page';
import { inVietnamese } from '@/test/in-vietnamese';
import { fakeApi } from '@/test/fake-api';

const waiting: ConsoleReview = {
  _id: 'r1',
  ma_vt: 'CAPHE',
  stars: 2,
  text: '<script>alert(1)</script> Cà phê hơi chua',
  author: 'Mai T.',
  photos: [{ _id: 'p1', link: '/f?q=p1', thumb: '/f?q=p1&w=240', large: '/f?q=p1&w=720' }],
  variant: '500g',
  created_at: '2026-11-28T03:00:00.000Z',
  updated_at: '2026-11-28T03:00:00.000Z',
  reply: null,
  order_id: 'o1',
  line: 0,
  status: 'pending',
  editable_until: '2026-12-28T03:00:00.000Z',
  editable: true,
  ten_vt: 'Cà phê Robusta',
  so_ct: 'DH000042',
  held_for: 'chua',
};
let listed: ConsoleReview[] = [];
let settings: ReviewSettings = { publish_at_once: false, words: ['chua'] };
const counts = () => ({
  pending: listed.filter((review) => review.status === 'pending').length,
  published: listed.filter((review) => review.status === 'published').length,
  hidden: listed.filter((review) => review.status === 'hidden').length,
});
const reviews = vi.fn(async ({ status }: { status?: string; page?: number }) => {
  const items = listed.filter((review) => review.status === status);
  return { items, total: items.length, page: 1, pages: 1, counts: counts() };
});
const moderateReview = vi.fn(
  async (id: string, body: { status?: 'published' | 'hidden'; reply?: string }) => {
    listed = listed.map((review) =>
      review._id !== id
        ? review
        : {
            ...review,
            ...(body.status ? { status: body.status } : {}),
            ...(body.reply !== undefined
              ? { reply: body.reply === '' ? null : { text: body.reply, at: '2026-11-29T03:00:00.000Z' } }
              : {}),
          },
    );
    return listed.find((review) => review._id === id);
  },
);
const reviewSettings = vi.fn(async () => settings);
const saveReviewSettings = vi.fn(async (body: ReviewSettings) => {
  settings = { ...body, words: body.words.map((word) => word.trim()).filter(Boolean) };
  return settings;
});
fakeApi({
  console: () => ({ reviews, moderateReview, reviewSettings, saveReviewSettings }),
});

describe('the reviews screen (issue 33)', () => {
  inVietnamese(() => {
    listed = [waiting, { ...waiting, _id: 'r2', status: 'published', held_for: null, text: 'Ngon' }];
    settings = { publish_at_once: false, words: ['chua'] };
  });

  it('reads its tab and page from the address: waiting by default', () => {
    expect(readReviewsSearch({})).toEqual({});
    expect(readReviewsSearch({ status: 'hidden', page: '2' })).toEqual({ status: 'hidden', page: 2 });
    expect(readReviewsSearch({ status: 'pending', page: '1' })).toEqual({});
    expect(readReviewsSearch({ status: 'deleted' })).toEqual({});
  });

  it('lists the waiting reviews with their counts, the text as text, then replies and publishes one', async () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithProviders(
      <ReviewListPage search={{}} onSearch={onSearch} canEditSettings />,
    );
    const [row] = await screen.findAllByTestId('console-review');
    expect(reviews).toHaveBeenCalledWith({ status: 'pending' });
    const tabs = screen.getByRole('navigation', { name: 'Lọc đánh giá' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Chờ duyệt1', 'Đã hiển thị1', 'Đã ẩn0']);
    const card = row as HTMLElement;
    // Escaped: the markup is shown as typed, no element is made from it.
    expect(within(card).getByTestId('console-review-text').textContent).toBe(
      '<script>alert(1)</script> Cà phê hơi chua',
    );
    expect(card.querySelector('script')).toBeNull();
    expect(card.textContent).toContain('Chứa từ trong danh sách lọc: chua');
    expect(card.textContent).toContain('Đơn DH000042 · Mai T.');
    expect(within(card).getByRole('img', { name: '2 trên 5 sao' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Ảnh 1 của khách' }).getAttribute('src')).toBe(
      '/f?q=p1&w=240',
    );

    fireEvent.change(within(card).getByLabelText('Trả lời của cửa hàng'), {
      target: { value: 'Cảm ơn chị, lần sau shop rang đậm hơn ạ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Gửi trả lời' }));
    await waitFor(() =>
      expect(moderateReview).toHaveBeenCalledWith('r1', { reply: 'Cảm ơn chị, lần sau shop rang đậm hơn ạ' }),
    );
    fireEvent.click(within(screen.getByTestId('console-review')).getByRole('button', { name: 'Hiển thị' }));
    await waitFor(() => expect(moderateReview).toHaveBeenCalledWith('r1', { status: 'published' }));
    await waitFor(() => expect(screen.getByText('Không có đánh giá nào.')).toBeTruthy());

    fireEvent.click(within(tabs).getByRole('button', { name: 'Đã hiển thị 2' }));
    expect(onSearch).toHaveBeenCalledWith({ status: 'published' });
    rerender(<ReviewListPage search={{ status: 'published' }} onSearch={onSearch} canEditSettings />);
    const published = await screen.findAllByTestId('console-review');
    expect(published).toHaveLength(2);
    expect(within(published[0] as HTMLElement).queryByRole('button', { name: 'Hiển thị' })).toBeNull();
    expect(within(published[0] as HTMLElement).getByRole('button', { name: 'Xoá trả lời' })).toBeTruthy();
    fireEvent.click(within(published[1] as HTMLElement).getByRole('button', { name: 'Ẩn' }));
    await waitFor(() => expect(moderateReview).toHaveBeenCalledWith('r2', { status: 'hidden' }));
  });

  it("saves the owner's settings: publish at once, and the word list one a line, cleaned by the server", async () => {
    renderWithProviders(<ReviewListPage search={{}} onSearch={() => {}} canEditSettings />);
    const box = (await screen.findByLabelText('Từ cần lọc (mỗi dòng một từ)')) as HTMLTextAreaElement;
    expect(box.value).toBe('chua');
    fireEvent.click(screen.getByLabelText('Hiển thị đánh giá mới ngay, không chờ duyệt'));
    fireEvent.change(box, { target: { value: 'chua\n  lừa đảo \n\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await waitFor(() =>
      expect(saveReviewSettings).toHaveBeenCalledWith({
        publish_at_once: true,
        words: ['chua', '  lừa đảo ', '', ''],
      }),
    );
    await waitFor(() => expect(box.value).toBe('chua\nlừa đảo'));
    expect(screen.getByText('Đã lưu cài đặt đánh giá')).toBeTruthy();
  });

  it('shows the settings read-only to staff without the settings right, in English too', async () => {
    await act(() => activateLocale('en'));
    useLanguageStore.setState({ language: 'en' });
    renderWithProviders(<ReviewListPage search={{}} onSearch={() => {}} canEditSettings={false} />);
    const box = (await screen.findByLabelText('Words to filter (one a line)')) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(
      (screen.getByLabelText('Publish new reviews at once, without waiting') as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.getByText('Only the shop owner can change these settings.')).toBeTruthy();
    await act(() => activateLocale('vi'));
  });
});
