import { ApiError, type OwnReview, type ReviewableLine } from '@shop/api-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { mockApiClient } from '@/test/api-client';
import { renderWithProviders } from '@/test/render';
import { OrderReviews } from './order-reviews';

const ORDER = '6650a1b2c3d4e5f6a7b8c9d0';
const PHOTO = 'aa50a1b2c3d4e5f6a7b8c9d1';

const line = (index: number, review: OwnReview | null = null): ReviewableLine => ({
  order_id: ORDER,
  so_ct: 'DH000042',
  line: index,
  ma_vt: `SP${index}`,
  ten_vt: index === 0 ? 'Cà phê Robusta 500g' : 'Mật ong rừng',
  variant: null,
  review,
});

const written = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  _id: 'bb50a1b2c3d4e5f6a7b8c9d2',
  ma_vt: 'SP0',
  stars: 4,
  text: 'Thơm <b>ngon</b>',
  author: 'Mai T.',
  photos: [{ _id: PHOTO, link: '/p', thumb: '/p?w=240', large: '/p?w=720' }],
  variant: null,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  reply: null,
  order_id: ORDER,
  line: 0,
  status: 'pending',
  editable_until: '2026-12-20T08:00:00.000Z',
  editable: true,
  ...overrides,
});

function mockClient(lines: ReviewableLine[], calls: Record<string, unknown> = {}) {
  return mockApiClient({
    myReviews: vi.fn(async () => ({ lines: [...lines, { ...line(5), order_id: 'other' }] })),
    writeReview: vi.fn(async () => ({ review: written(), message: 'Cảm ơn bạn!' })),
    editReview: vi.fn(async () => ({ review: written(), message: 'Cảm ơn bạn!' })),
    uploadReviewPhoto: vi.fn(async () => ({ _id: PHOTO, link: `/api/x/file?q=${PHOTO}` })),
    ...calls,
  });
}

const photo = (name: string, type: string, size = 1000) => {
  const file = new File([new Uint8Array(size)], name, { type });
  return file;
};

describe('OrderReviews', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('vi');
  });

  it("lists only this order's delivered lines and writes a line's review with stars, text and a photo", async () => {
    const client = mockClient([line(0), line(1)]);
    renderWithProviders(<OrderReviews orderId={ORDER} />);
    const rows = await screen.findAllByTestId('review-line');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Cà phê Robusta 500g',
      'Mật ong rừng',
    ]);
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Viết đánh giá' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 sao' }));
    fireEvent.change(screen.getByLabelText('Nhận xét'), { target: { value: '  Mật thơm, đặc  ' } });
    const input = screen.getByLabelText('Thêm ảnh') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [photo('a.jpg', 'image/jpeg')] } });
    expect(await screen.findByRole('img', { name: 'Ảnh 1' })).toBeTruthy();
    expect(client.uploadReviewPhoto).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    await vi.waitFor(() => expect(screen.queryByTestId('review-form')).toBeNull());
    expect(client.writeReview).toHaveBeenCalledWith({
      stars: 5,
      text: 'Mật thơm, đặc',
      photos: [PHOTO],
      order_id: ORDER,
      line: 1,
    });
    // The list is read again once saved.
    expect(client.myReviews).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal in the shopper's language (a shopper who did not receive the order)", async () => {
    const refuse = (message: string) =>
      vi.fn(async () => {
        throw new ApiError(message, 403, 'REVIEW_NOT_BUYER', { message });
      });
    mockClient([line(0)], {
      writeReview: refuse('Only a shopper whose order was delivered can review its products'),
    });
    await act(() => useLanguageStore.getState().setLanguage('en'));
    renderWithProviders(<OrderReviews orderId={ORDER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only a shopper whose order was delivered can review its products',
    );
    expect(screen.getByTestId('review-form')).toBeTruthy();
  });

  it('asks for the stars before sending, and refuses a photo of another type or over 5 MB', async () => {
    const client = mockClient([line(0)]);
    renderWithProviders(<OrderReviews orderId={ORDER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Viết đánh giá' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chọn số sao');
    const input = screen.getByLabelText('Thêm ảnh');
    fireEvent.change(input, { target: { files: [photo('a.gif', 'image/gif')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Ảnh phải là JPEG, PNG hoặc WebP');
    fireEvent.change(input, { target: { files: [photo('b.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ảnh không được lớn hơn 5 MB'));
    expect(client.uploadReviewPhoto).not.toHaveBeenCalled();
    expect(client.writeReview).not.toHaveBeenCalled();
  });

  it('edits a review within 30 days, its text shown as typed; after that it offers no edit', async () => {
    const client = mockClient([
      line(0, written()),
      line(1, written({ _id: 'cc50a1b2c3d4e5f6a7b8c9d3', line: 1, status: 'published', editable: false })),
    ]);
    renderWithProviders(<OrderReviews orderId={ORDER} />);
    const rows = await screen.findAllByTestId('review-line');
    expect(within(rows[0] as HTMLElement).getByTestId('review-status').textContent).toBe(
      'Chờ cửa hàng duyệt',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('review-status').textContent).toBe('Đã hiển thị');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Sửa đánh giá' }));
    const box = screen.getByLabelText('Nhận xét') as HTMLTextAreaElement;
    // Text, never HTML (decision 047).
    expect(box.value).toBe('Thơm <b>ngon</b>');
    expect((screen.getByRole('radio', { name: '4 sao' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ ảnh 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu đánh giá' }));
    await vi.waitFor(() =>
      expect(client.editReview).toHaveBeenCalledWith('bb50a1b2c3d4e5f6a7b8c9d2', {
        stars: 4,
        text: 'Thơm <b>ngon</b>',
        photos: [],
      }),
    );
    expect(client.writeReview).not.toHaveBeenCalled();
  });

  it('offers no more photos once five are attached', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({
      _id: `${n}`.repeat(24),
      link: '/p',
      thumb: '/p',
      large: '/p',
    }));
    mockClient([line(0, written({ photos: five }))]);
    renderWithProviders(<OrderReviews orderId={ORDER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa đánh giá' }));
    expect(screen.getByText('Hình ảnh (5/5)')).toBeTruthy();
    expect(screen.queryByLabelText('Thêm ảnh')).toBeNull();
  });
});
