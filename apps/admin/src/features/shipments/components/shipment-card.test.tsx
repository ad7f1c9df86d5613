import type { ConsoleShipment } from '@shop/domain/carriers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShipmentCard } from './shipment-card';
import { renderWithProviders } from '@/test/render';
import { inVietnamese } from '@/test/in-vietnamese';
import { fakeApi } from '@/test/fake-api';

let current: ConsoleShipment | null = null;
const shipment = vi.fn(async (_id: string) => ({ shipment: current }));
const requestShipments = vi.fn(async (body: { ids: string[] }) => ({
  results: body.ids.map((id) => ({ _id: id, so_ct: 'DH000042', ok: true })),
  requested: body.ids.length,
  refused: 0,
  message: 'Đã gửi yêu cầu tạo vận đơn cho 1 đơn hàng',
}));
const confirmReturnReceived = vi.fn(async (_id: string) => ({
  changed: true,
  ngay_nhan_hang_hoan: '2026-12-02T03:00:00Z',
  message: 'Đã xác nhận nhận hàng hoàn: tồn kho đã được cộng lại',
}));
const ghnStations = vi.fn(async () => ({
  items: [
    { id: 14421, name: 'Bưu cục GHN Quận 1 1', address: '12 đường Bưu Điện, Quận 1' },
    { id: 14422, name: 'Bưu cục GHN Quận 1 2', address: '208 đường Bưu Điện, Quận 1' },
  ],
  pickup_mapped: true,
}));
fakeApi({
  console: () => ({ shipment, requestShipments, confirmReturnReceived, ghnStations }),
});

const created: ConsoleShipment = {
  order_id: '6650a1b2c3d4e5f6a7b8c9d0',
  so_ct: 'DH000042',
  carrier: 'ghtk',
  state: 'created',
  options: {
    pick_option: 'pickup',
    required_note: 'CHOXEMHANGKHONGTHU',
    note: '',
    cod: 245_000,
    value: 200_000,
  },
  tracking_code: 'S1.A1.17373471',
  tracking_url: 'https://i.ghtk.vn/S1.A1.17373471',
  fee: 30_400,
  expected_date: null,
  error: null,
  requested_by: 'owner@example.vn',
  requested_at: '2026-11-29T01:00:00Z',
  updated_at: '2026-11-29T01:00:01Z',
};

function show(
  order: Parameters<typeof ShipmentCard>[0]['order'] = {
    _id: '6650a1b2c3d4e5f6a7b8c9d0',
    so_ct: 'DH000042',
    trang_thai: '1',
    don_vi_vc: 'GHTK',
  },
) {
  renderWithProviders(<ShipmentCard order={order} />);
}

describe('an order’s carrier shipment (issue 31, decision 058)', () => {
  inVietnamese(() => {
    current = null;
  });

  it('books a confirmed order with the options chosen: drop-off, "cho xem hàng", a note, the declared value', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Tạo vận đơn' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Giao hàng cho đơn vị vận chuyển'), {
      target: { value: 'dropoff' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ghi chú cho đơn vị vận chuyển'), {
      target: { value: 'Gọi trước' },
    });
    fireEvent.change(within(dialog).getByLabelText('Giá trị khai báo (VND, để trống: tiền hàng)'), {
      target: { value: '300.000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo vận đơn' }));
    await waitFor(() => expect(requestShipments).toHaveBeenCalledTimes(1));
    expect(requestShipments.mock.calls[0]?.[0]).toEqual({
      ids: ['6650a1b2c3d4e5f6a7b8c9d0'],
      pick_option: 'dropoff',
      required_note: 'CHOXEMHANGKHONGTHU',
      note: 'Gọi trước',
      declared_value: 300_000,
    });
  });

  it("drops a GHN parcel off at the GHN station chosen from GHN's list near the shop", async () => {
    show({ _id: '6650a1b2c3d4e5f6a7b8c9d0', so_ct: 'DH000042', trang_thai: '1', don_vi_vc: 'GHN' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tạo vận đơn' }));
    const dialog = await screen.findByRole('dialog');
    // A pick-up asks for no station.
    expect(within(dialog).queryByLabelText('Bưu cục GHN gửi hàng (đơn giao GHN)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Giao hàng cho đơn vị vận chuyển'), {
      target: { value: 'dropoff' },
    });
    const station = within(dialog).getByLabelText('Bưu cục GHN gửi hàng (đơn giao GHN)');
    await within(dialog).findByRole('option', { name: 'Bưu cục GHN Quận 1 2 — 208 đường Bưu Điện, Quận 1' });
    expect(ghnStations).toHaveBeenCalledTimes(1);
    fireEvent.change(station, { target: { value: '14422' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo vận đơn' }));
    await waitFor(() => expect(requestShipments).toHaveBeenCalledTimes(1));
    expect(requestShipments.mock.calls[0]?.[0]).toEqual({
      ids: ['6650a1b2c3d4e5f6a7b8c9d0'],
      pick_option: 'dropoff',
      pick_station_id: 14422,
      required_note: 'CHOXEMHANGKHONGTHU',
      note: '',
    });
  });

  it('shows a created shipment: its code, the carrier’s tracking page, the COD, labels and cancel; no second booking', async () => {
    current = created;
    show();
    expect(await screen.findByTestId('shipment-code')).toHaveProperty('textContent', 'S1.A1.17373471');
    expect(screen.getByRole('link', { name: 'Trang theo dõi' }).getAttribute('href')).toBe(
      'https://i.ghtk.vn/S1.A1.17373471',
    );
    expect(screen.getByTestId('shipment-card').textContent).toContain('Thu hộ (COD): 245.000 ₫');
    for (const name of ['In nhãn A5', 'In nhãn A6', 'Huỷ vận đơn'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tạo vận đơn' })).toBeNull();
  });

  it('says why the carrier refused, and lets staff book again', async () => {
    current = {
      ...created,
      state: 'failed',
      tracking_code: null,
      tracking_url: null,
      error: 'ghtk: Địa chỉ giao hàng chưa được hỗ trợ',
    };
    show();
    expect(await screen.findByText('ghtk: Địa chỉ giao hàng chưa được hỗ trợ')).toBeTruthy();
    expect(screen.getByTestId('shipment-state').textContent).toBe('Đơn vị vận chuyển chưa nhận đơn');
    expect(screen.getByRole('button', { name: 'Tạo vận đơn' })).toBeTruthy();
  });

  it('lets staff confirm a returned parcel is back (its stock comes back), once', async () => {
    current = created;
    const order = { _id: created.order_id, so_ct: 'DH000042', trang_thai: '4', don_vi_vc: 'GHTK' };
    show(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận đã nhận hàng hoàn' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Hàng của đơn DH000042 đã về kho? Tồn kho sẽ được cộng lại.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đã nhận hàng hoàn' }));
    await waitFor(() => expect(confirmReturnReceived).toHaveBeenCalledWith(created.order_id));
  });

  it('says when a returned parcel was received, without the button', async () => {
    current = created;
    show({
      _id: created.order_id,
      so_ct: 'DH000042',
      trang_thai: '4',
      don_vi_vc: 'GHTK',
      ngay_nhan_hang_hoan: '2026-12-02T03:00:00Z',
    });
    expect((await screen.findByTestId('return-receipt')).textContent).toContain('tồn kho đã được cộng lại');
    expect(screen.queryByRole('button', { name: 'Xác nhận đã nhận hàng hoàn' })).toBeNull();
  });
});
