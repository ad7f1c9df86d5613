import type { ConsoleContactMessage, MessagesReply } from '@shop/domain/console';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { MessagesPage } from './messages-page';
import { renderWithProviders } from '@/test/render';
import { fakeApi } from '@/test/fake-api';

const message: ConsoleContactMessage = {
  _id: 'm1',
  ho_ten: 'Trần Bình',
  dien_thoai: '',
  email: 'binh@example.vn',
  dia_chi: '',
  noi_dung: 'Trà sen còn hàng không ạ?',
  date_created: '2026-11-28T03:00:00.000Z',
  handled: false,
  handled_by: '',
  handled_at: '',
  replies: [],
};
const answered: ConsoleContactMessage = {
  ...message,
  handled: true,
  handled_by: 'nhanvien@example.com',
  handled_at: '2026-11-28T04:00:00.000Z',
  replies: [{ noi_dung: 'Dạ còn ạ.', by: 'nhanvien@example.com', at: '2026-11-28T04:00:00.000Z' }],
};
const page = (item: ConsoleContactMessage): MessagesReply => ({
  items: [item],
  total: 1,
  unhandled: 1,
  page: 1,
  limit: 20,
});
const messages = vi.fn(async (_query: unknown) => page(message));
const replyToMessage = vi.fn(async (_id: string, _text: string) => ({
  item: answered,
  message: 'Đã gửi trả lời tới binh@example.vn',
}));
fakeApi({
  console: () => ({
    messages,
    replyToMessage,
    subscribers: async () => ({ items: [], total: 0, page: 1, limit: 20 }),
  }),
});

describe('the messages screen', () => {
  beforeAll(() => activateLocale('vi'));

  it('answers a message by e-mail and shows the reply sent (issue 26 item 13)', async () => {
    renderWithProviders(<MessagesPage search={{ handled: 'all' }} onSearch={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Trả lời qua e-mail' }));
    fireEvent.change(screen.getByLabelText('Trả lời tới binh@example.vn'), {
      target: { value: 'Dạ còn ạ.' },
    });
    messages.mockImplementation(async () => page(answered));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
    await waitFor(() => expect(replyToMessage).toHaveBeenCalledWith('m1', 'Dạ còn ạ.'));
    expect(await screen.findByTestId('message-reply')).toHaveProperty(
      'textContent',
      expect.stringContaining('Dạ còn ạ.'),
    );
    expect(screen.getByText('Đã gửi trả lời tới binh@example.vn').getAttribute('role')).toBe('status');
  });

  it('keeps the confirmation on screen when the answered message leaves the "not handled" list', async () => {
    messages.mockImplementation(async () => page(message));
    renderWithProviders(<MessagesPage search={{}} onSearch={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Trả lời qua e-mail' }));
    fireEvent.change(screen.getByLabelText('Trả lời tới binh@example.vn'), {
      target: { value: 'Dạ còn ạ.' },
    });
    messages.mockImplementation(async () => ({ ...page(answered), items: [], total: 0, unhandled: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
    await screen.findByText('Không có tin nhắn nào.');
    expect(screen.queryByTestId('contact-message')).toBeNull();
    expect(screen.getByText('Đã gửi trả lời tới binh@example.vn').getAttribute('role')).toBe('status');
  });
});
