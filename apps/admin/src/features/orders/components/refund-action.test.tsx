import type { ConsoleOrderMoney, ConsoleOrderReply } from '@shop/domain/console';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderActions } from './order-actions';
import { renderWithProviders } from '@/test/render';
import { inVietnamese } from '@/test/in-vietnamese';
import { fakeApi } from '@/test/fake-api';

const money = (over: Partial<ConsoleOrderMoney> = {}): ConsoleOrderMoney => ({
  refund_via: 'gateway',
  gateway: 'momo',
  paid: 150_000,
  refundable: 150_000,
  refunds: [],
  can_reopen: false,
  ...over,
});

const reply = (over: Partial<ConsoleOrderReply> = {}): ConsoleOrderReply => ({
  order: {
    _id: 'o1',
    so_ct: 'DH000042',
    trang_thai: '1',
    ten_trang_thai: 'Đã đặt',
    ten_trang_thai_eng: 'Placed',
  },
  actions: ['confirm', 'cancel'],
  can_record_transfer: false,
  timeline: [],
  refunds_due: [],
  status_names: [],
  money: money(),
  ...over,
});

const refundOrder = vi.fn(async (_id: string, _body: unknown) => ({ ...reply(), message: 'ok' }));
const recordBankRefund = vi.fn(async (_id: string, _body: unknown) => ({ ...reply(), message: 'ok' }));
const reopenOrder = vi.fn(async (_id: string) => ({ ...reply(), message: 'Đã mở lại đơn hàng' }));
const cancelOrder = vi.fn(async (_id: string, _body: unknown) => ({
  ...reply({ actions: [], order: { ...reply().order, trang_thai: '9' } }),
  refund_due: 150_000,
  message: 'Đã huỷ đơn hàng. Khách đã thanh toán: hãy hoàn 150.000 ₫ cho khách',
}));
fakeApi({
  console: () => ({ refundOrder, recordBankRefund, reopenOrder, cancelOrder }),
});

function show(value: ConsoleOrderReply, canRefund = true) {
  renderWithProviders(<OrderActions reply={value} canRefund={canRefund} />);
}

describe('refunds from the order page (issue 30)', () => {
  inVietnamese();

  it('refunds part of a MoMo payment through MoMo, with its reason', async () => {
    show(reply({ money: money({ refundable: 130_000 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Hoàn tiền qua MoMo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('refund-facts').textContent).toBe(
      'Khách đã trả 150.000 ₫; còn có thể hoàn 130.000 ₫.',
    );
    expect((within(dialog).getByLabelText('Số tiền hoàn (VND)') as HTMLInputElement).value).toBe('130000');
    // No reason: the domain's message, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do hoàn tiền (tối đa 200 ký tự)')).toBeTruthy();
    expect(refundOrder).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Số tiền hoàn (VND)'), { target: { value: '50.000' } });
    fireEvent.change(within(dialog).getByLabelText('Lý do hoàn tiền'), {
      target: { value: 'Thiếu một món' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));
    await waitFor(() =>
      expect(refundOrder).toHaveBeenCalledWith('o1', { so_tien: 50_000, ly_do: 'Thiếu một món' }),
    );
  });

  it('records a bank refund of a transfer: amount, day, reference and reason', async () => {
    show(reply({ money: money({ refund_via: 'bank', gateway: null }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Ghi nhận hoàn tiền qua ngân hàng' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Ngày chuyển hoàn (DD/MM/YYYY)'), {
      target: { value: '28/11/2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Lý do hoàn tiền'), {
      target: { value: 'Khách huỷ đơn' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
    expect(
      await within(dialog).findByText(
        'Vui lòng nhập mã tham chiếu của giao dịch hoàn tiền (tối đa 100 ký tự)',
      ),
    ).toBeTruthy();
    expect(recordBankRefund).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Mã tham chiếu của ngân hàng'), {
      target: { value: 'FT26333123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
    await waitFor(() =>
      expect(recordBankRefund).toHaveBeenCalledWith('o1', {
        so_tien: 150_000,
        ngay: '2026-11-28',
        ma_tham_chieu: 'FT26333123',
        ly_do: 'Khách huỷ đơn',
      }),
    );
  });

  it('offers no refund without the refund right, nor when nothing is left to refund', () => {
    show(reply(), false);
    expect(screen.queryByRole('button', { name: /Hoàn tiền/ })).toBeNull();
    show(reply({ money: money({ refundable: 0 }) }));
    expect(screen.queryByRole('button', { name: /Hoàn tiền/ })).toBeNull();
  });

  it('asks for the refund as soon as a paid order is cancelled, with the amount owed', async () => {
    show(reply());
    fireEvent.click(screen.getByRole('button', { name: 'Huỷ đơn' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Lý do huỷ'), {
      target: { value: 'Khách đổi ý không mua' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ đơn' }));
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledTimes(1));
    const prompt = await screen.findByRole('dialog', { name: 'Hoàn tiền qua MoMo' });
    expect((within(prompt).getByLabelText('Số tiền hoàn (VND)') as HTMLInputElement).value).toBe('150000');
  });

  it('opens again an order the payment hold cancelled', async () => {
    show(
      reply({ actions: [], money: money({ refund_via: null, paid: 0, refundable: 0, can_reopen: true }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mở lại đơn' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/quá thời gian giữ đơn/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mở lại đơn' }));
    await waitFor(() => expect(reopenOrder).toHaveBeenCalledWith('o1'));
  });
});
