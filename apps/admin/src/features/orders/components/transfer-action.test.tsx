import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransferAction } from './transfer-action';
import { renderWithProviders } from '@/test/render';
import { inVietnamese } from '@/test/in-vietnamese';
import { fakeApi } from '@/test/fake-api';

const recordTransfer = vi.fn(async (_id: string, _body: unknown) => ({ item: {}, message: '' }));
fakeApi({ console: () => ({ recordTransfer }) });

function open() {
  renderWithProviders(<TransferAction id="o1" soCt="DH000042" total={150_000} onClose={() => {}} />);
  return screen.getByLabelText('Số tiền nhận (VND)');
}

describe('recording a transfer received (issue 26 item 13)', () => {
  inVietnamese();

  it('takes the amount as the other money inputs do: "1.250.000 đ" and "150 000 ₫"', async () => {
    for (const [typed, amount] of [
      ['1.250.000 đ', 1_250_000],
      ['150 000 ₫', 150_000],
    ] as const) {
      recordTransfer.mockClear();
      fireEvent.change(open(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Ghi nhận' }));
      await waitFor(() => expect(recordTransfer).toHaveBeenCalledTimes(1));
      expect(recordTransfer.mock.calls[0]?.[1]).toMatchObject({ so_tien: amount });
      cleanup();
    }
  });

  it('refuses "150.000,5" with the field\'s message instead of recording 1.500.005 ₫', async () => {
    fireEvent.change(open(), { target: { value: '150.000,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ghi nhận' }));
    expect(await screen.findByText('Số tiền nhận phải là số nguyên dương (VND)')).toBeTruthy();
    expect(recordTransfer).not.toHaveBeenCalled();
  });
});
