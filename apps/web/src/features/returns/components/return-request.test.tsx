import { ApiError } from '@shop/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { mockApiClient } from '@/test/api-client';
import { renderWithProviders } from '@/test/render';
import { ReturnRequest } from './return-request';

const ORDER = '6650a1b2c3d4e5f6a7b8c9d0';
const lines = [
  { ten_vt: 'Cà phê Robusta 500g', sl_xuat: 2 },
  { ten_vt: 'Mật ong rừng', sl_xuat: 1 },
];
const delivered = '2026-11-29T10:00:00.000Z';
const returnSettings = vi.fn(async () => ({ return_window_hours: 48 }));
/** The request of an order delivered at `delivered`, seen at `now`. */
const renderAt = (now: string) =>
  renderWithProviders(
    <ReturnRequest orderId={ORDER} deliveredAt={delivered} lines={lines} now={new Date(now)} />,
  );

describe('ReturnRequest', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('vi'));

  it('asks within 48 h of delivery: the units of each line, a reason, a note, refund or exchange', async () => {
    const requestReturn = vi.fn(async () => ({
      return: {},
      message: 'Đã gửi yêu cầu đổi/trả. Cửa hàng sẽ phản hồi sớm',
    }));
    mockApiClient({ requestReturn, returnSettings });
    renderAt('2026-12-01T09:59:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' }));
    fireEvent.change(screen.getByLabelText('Số lượng trả: Mật ong rừng'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'wrong-item' } });
    fireEvent.change(screen.getByLabelText('Mô tả thêm'), { target: { value: 'Nhận nhầm mật ong bạc hà' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Đổi hàng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await vi.waitFor(() => expect(screen.queryByTestId('return-form')).toBeNull());
    expect(requestReturn).toHaveBeenCalledWith({
      order_id: ORDER,
      lines: [{ line: 1, quantity: 1 }],
      reason: 'wrong-item',
      note: 'Nhận nhầm mật ong bạc hà',
      resolution: 'exchange',
      media: [],
    });
  });

  it("shows the server's refusal as sent", async () => {
    const message = 'Số lượng đổi/trả vượt quá số lượng đã nhận trừ số đã trả trước đó';
    mockApiClient({
      returnSettings,
      requestReturn: async () => {
        throw new ApiError(message, 409, 'RETURN_QUANTITY_TOO_HIGH', { message });
      },
    });
    renderAt('2026-11-30T10:00:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers nothing once 48 hours have passed, or without a delivery time', () => {
    mockApiClient({ returnSettings });
    const { container } = renderAt('2026-12-01T10:00:00.001Z');
    expect(container.textContent).toBe('');
    renderWithProviders(<ReturnRequest orderId={ORDER} deliveredAt={undefined} lines={lines} />);
    expect(screen.queryByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeNull();
  });
});

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, type: string, size = 1000) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ReturnRequest: photos, video and the shop’s window', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('vi'));

  it('checks each file on screen, uploads the rest with previews, removes one and sends the ids', async () => {
    let next = 0;
    const uploadReturnMedia = vi.fn(async (file: File) => {
      if (file.name === 'broken.jpg')
        throw new ApiError('Không đọc được ảnh', 415, 'RETURN_MEDIA_UNREADABLE', {
          message: 'Không đọc được ảnh',
        });
      next += 1;
      return {
        id: `m${next}`,
        url: `/f/m${next}`,
        kind: file.type.startsWith('video/') ? 'video' : 'photo',
      };
    });
    const requestReturn = vi.fn(async () => ({ return: {}, message: 'Đã gửi yêu cầu đổi/trả' }));
    mockApiClient({
      requestReturn,
      returnSettings,
      uploadReturnMedia,
    });
    renderAt('2026-11-30T10:00:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' }));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });

    pick(fileOf('note.txt', 'text/plain'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Chỉ nhận ảnh JPEG, PNG, WebP hoặc video MP4, WebM, MOV',
    );
    pick(fileOf('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('Ảnh không được lớn hơn 10 MB');
    pick(fileOf('long.mp4', 'video/mp4', 50 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('Video không được lớn hơn 50 MB');
    expect(uploadReturnMedia).not.toHaveBeenCalled();

    pick(fileOf('a.jpg', 'image/jpeg'), fileOf('b.png', 'image/png'), fileOf('c.webp', 'image/webp'));
    await screen.findByRole('img', { name: 'Ảnh 3' });
    pick(fileOf('unboxing.mp4', 'video/mp4'), fileOf('again.mov', 'video/quicktime'));
    expect((await screen.findByRole('alert')).textContent).toBe('Chỉ gửi được 1 video cho một yêu cầu');
    pick(fileOf('broken.jpg', 'image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toBe('Không đọc được ảnh');
    expect(screen.getByText('Ảnh và video (3/5 ảnh, 1/1 video)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bỏ ảnh 2' }));
    expect(screen.getByText('Ảnh và video (2/5 ảnh, 1/1 video)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Số lượng trả: Cà phê Robusta 500g'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await vi.waitFor(() =>
      expect(requestReturn).toHaveBeenCalledWith(expect.objectContaining({ media: ['m1', 'm3', 'm4'] })),
    );
  });

  it("follows the shop's window: 24 hours set, nothing after the 24th", async () => {
    mockApiClient({
      returnSettings: async () => ({ return_window_hours: 24 }),
    });
    const late = renderAt('2026-11-30T10:00:00.001Z');
    // Shown with the default 48 h until the shop's setting comes, then gone.
    expect(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeNull());
    late.unmount();
    renderAt('2026-11-30T09:59:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeTruthy();
  });
});
