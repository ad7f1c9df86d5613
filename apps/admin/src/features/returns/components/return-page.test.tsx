import { ApiError } from '@shop/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { type ConsoleReturn, nextReturnSteps } from '@shop/domain/returns';
import { ReturnPage } from './return-page';
import { inVietnamese } from '@/test/in-vietnamese';

const asked: ConsoleReturn = {
  _id: 'r1',
  order_id: 'o1',
  so_ct: 'DH000042',
  customer_name: 'Mai Trần',
  customer_email: 'mai@example.vn',
  customer_phone: null,
  language: 'vi',
  status: 'new',
  resolution: 'refund',
  reason: 'damaged',
  note: '<b>Vỡ</b> nắp hũ mật ong',
  instructions: null,
  receive_action: null,
  refund_amount: 180_000,
  shipping_refund: 30_000,
  created_at: '2026-11-29T03:00:00.000Z',
  media_count: 3,
  lines: [
    {
      line: 0,
      ma_vt: 'CAPHE',
      ten_vt: 'Cà phê Robusta',
      variant: null,
      delivered: 2,
      quantity: 0,
      paid: 200_000,
      refund: 0,
    },
    {
      line: 1,
      ma_vt: 'MATONG',
      ten_vt: 'Mật ong rừng',
      variant: '500 ml',
      delivered: 1,
      quantity: 1,
      paid: 150_000,
      refund: 150_000,
    },
  ],
  media: [
    { id: 'm1', url: '/f/m1.webp', kind: 'photo' },
    { id: 'm2', url: '/f/m2.webp', kind: 'photo' },
    { id: 'm3', url: '/f/m3.mp4', kind: 'video' },
  ],
  steps: [{ status: 'new', at: '2026-11-29T03:00:00.000Z', note: '', by: null }],
  payment: {
    kind: 'gateway',
    method: 'MOMO',
    gateway: 'momo',
    paid: 380_000,
    refundable: 380_000,
    refund: null,
  },
  exchange_order: null,
  actions: ['approve', 'reject'],
};
let current: ConsoleReturn = asked;
const step = (status: ConsoleReturn['status'], note = '', change: Partial<ConsoleReturn> = {}) => {
  const instructions = change.instructions ?? current.instructions;
  current = {
    ...current,
    ...change,
    status,
    actions: nextReturnSteps({ status, instructions }),
    steps: [...current.steps, { status, at: '2026-11-30T03:00:00.000Z', note, by: 'Chủ cửa hàng' }],
  };
  return { message: 'ok' };
};
const consoleReturn = vi.fn(async () => current);
const approveReturn = vi.fn(async (_id: string, body: { instructions: 'send-back' | 'keep'; note: string }) =>
  step('approved', body.note, { instructions: body.instructions }),
);
const receiveReturn = vi.fn(async (_id: string, body: { action: string; reason: string }) =>
  step('received', body.reason),
);
const refundReturn = vi.fn(async () => step('refunded'));
const rejectReturn = vi.fn(async (_id: string, body: { reason: string }) => step('rejected', body.reason));
const exchangeReturn = vi.fn(async () => {
  throw new ApiError('Sản phẩm không đủ tồn kho để đổi', 409, 'RETURN_EXCHANGE_OUT_OF_STOCK', {});
});
let areas = ['orders', 'refund'];
const me = vi.fn(async () => ({ areas }));
vi.mock('@/lib/api', () => ({
  getConsoleApi: async () => ({
    me,
    returnDetail: consoleReturn,
    approveReturn,
    receiveReturn,
    refundReturn,
    rejectReturn,
    exchangeReturn,
  }),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: ReactNode }) => <a href="/admin/orders/o1">{children}</a>,
}));

const dialog = () => screen.getByRole('dialog');
const text = (node: HTMLElement) => node.textContent?.replace(/\s/g, ' ') ?? '';

describe('one return (issue 33)', () => {
  inVietnamese(() => {
    current = asked;
    areas = ['orders', 'refund'];
  });

  it('says where the refund stands: owed by transfer until the bank refund settles it, then done', async () => {
    const refund = { _id: 'd1', amount: 180_000 };
    current = {
      ...asked,
      status: 'refunded',
      actions: [],
      payment: { ...asked.payment, kind: 'transfer', gateway: null, refund: { ...refund, status: 'due' } },
    };
    const { unmount } = renderWithProviders(<ReturnPage returnId="r1" />);
    const owed = await screen.findByTestId('return-refund-state');
    expect(owed.textContent).toBe(
      'Chưa hoàn: cửa hàng chuyển trả khách rồi ghi nhận hoàn tiền qua ngân hàng ở trang đơn',
    );
    unmount();
    current = { ...current, payment: { ...current.payment, refund: { ...refund, status: 'done' } } };
    renderWithProviders(<ReturnPage returnId="r1" />);
    const done = await screen.findByTestId('return-refund-state');
    expect(done.textContent).toBe('Đã hoàn tiền cho khách');
    expect(done.getAttribute('data-state')).toBe('done');
  });

  it("shows the lines' refunds, the shopper's words as typed, the photos and the video", async () => {
    renderWithProviders(<ReturnPage returnId="r1" />);
    const lines = await screen.findByTestId('return-lines');
    expect(text(lines)).toContain('Mật ong rừng');
    expect(text(lines)).not.toContain('Cà phê Robusta');
    expect(text(lines)).toContain('500 ml · Trả 1/1 · cả dòng đã trả 150.000 ₫');
    expect(text(lines)).toContain('Phí vận chuyển30.000 ₫');
    expect(text(screen.getByTestId('return-total'))).toBe('Tổng tiền hoàn180.000 ₫');
    expect(screen.getByTestId('return-note').textContent).toBe('<b>Vỡ</b> nắp hũ mật ong');
    expect(screen.getByTestId('return-note').querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ảnh 2 của khách' }).getAttribute('src')).toBe('/f/m2.webp');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/f/m3.mp4');
    expect(screen.getByTestId('return-status').textContent).toBe('Mới');
  });

  it('approves with instructions and a note, receives (a write-off needs a reason), then refunds through MoMo', async () => {
    renderWithProviders(<ReturnPage returnId="r1" />);
    const actions = await screen.findByTestId('return-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Duyệt yêu cầu', 'Từ chối']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Duyệt yêu cầu' }));
    fireEvent.change(within(dialog()).getByLabelText('Hướng dẫn cho khách'), {
      target: { value: 'send-back' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Ghi chú cho khách'), {
      target: { value: 'Gửi về 12 Lý Tự Trọng ' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Duyệt yêu cầu' }));
    await waitFor(() =>
      expect(approveReturn).toHaveBeenCalledWith('r1', {
        instructions: 'send-back',
        note: 'Gửi về 12 Lý Tự Trọng',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('return-status').textContent).toBe('Đã duyệt'));
    expect(text(screen.getByTestId('return-steps'))).toContain('· Chủ cửa hàng');
    expect(text(screen.getByTestId('return-steps'))).toContain('Gửi về 12 Lý Tự Trọng');

    fireEvent.click(screen.getByRole('button', { name: 'Đã nhận hàng trả' }));
    fireEvent.change(within(dialog()).getByLabelText('Hàng trả về'), { target: { value: 'write-off' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Đã nhận hàng trả' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Vui lòng nhập lý do huỷ hàng');
    expect(receiveReturn).not.toHaveBeenCalled();
    fireEvent.change(within(dialog()).getByLabelText('Lý do'), { target: { value: 'Hũ vỡ, không bán lại' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Đã nhận hàng trả' }));
    await waitFor(() =>
      expect(receiveReturn).toHaveBeenCalledWith('r1', {
        action: 'write-off',
        reason: 'Hũ vỡ, không bán lại',
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Hoàn tiền' }));
    expect(text(within(dialog()).getByTestId('refund-how'))).toBe(
      'Hoàn cho khách 180.000 ₫. Tiền được hoàn qua MoMo về tài khoản khách đã thanh toán.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Hoàn tiền' }));
    await waitFor(() => expect(refundReturn).toHaveBeenCalledWith('r1'));
    await waitFor(() => expect(screen.getByTestId('return-status').textContent).toBe('Đã hoàn tiền'));
    expect(screen.getByTestId('return-actions').textContent).toBe('');
  });

  it("offers the refund only to an account with the 'refund' right", async () => {
    areas = ['orders'];
    current = { ...asked, status: 'received', instructions: 'send-back', actions: ['refund', 'exchange'] };
    renderWithProviders(<ReturnPage returnId="r1" />);
    const actions = await screen.findByTestId('return-actions');
    await waitFor(() => expect(me).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(actions).queryByRole('button', { name: 'Hoàn tiền' })).toBeNull();
  });

  it('rejects only with a reason; an exchange refused by the server keeps its message in the dialog', async () => {
    renderWithProviders(<ReturnPage returnId="r1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Từ chối' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Từ chối' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Vui lòng nhập lý do từ chối');
    fireEvent.change(within(dialog()).getByLabelText('Lý do từ chối (khách sẽ thấy)'), {
      target: { value: 'Ảnh không cho thấy hư hỏng' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(rejectReturn).toHaveBeenCalledWith('r1', { reason: 'Ảnh không cho thấy hư hỏng' }),
    );
    await waitFor(() => expect(screen.getByTestId('return-status').textContent).toBe('Từ chối'));

    current = {
      ...asked,
      resolution: 'exchange',
      status: 'approved',
      instructions: 'keep',
      actions: nextReturnSteps({ status: 'approved', instructions: 'keep' }),
    };
    renderWithProviders(<ReturnPage returnId="r2" />);
    const exchange = await screen.findByRole('button', { name: 'Tạo đơn đổi hàng' });
    expect(text(screen.getAllByTestId('return-total')[1] as HTMLElement)).toBe(
      'Giá trị hàng đổi (không hoàn tiền)180.000 ₫',
    );
    fireEvent.click(exchange);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tạo đơn đổi hàng' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Sản phẩm không đủ tồn kho để đổi');
  });
});
