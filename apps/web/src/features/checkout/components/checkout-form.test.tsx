import type { AddressReply, Carrier, DraftChoices, OrderReply, PaymentMethod } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApiClient } from '@/test/api-client';
import { renderWithRouter } from '@/test/render-with-router';
import { checkoutQueries } from '../api/checkout-queries';
import { CheckoutForm } from './checkout-form';

const NO_ADDRESSES: AddressReply[] = [];
const carriers: Carrier[] = [
  { _id: 'c1', ma_dv_vc: 'GHN', ten_dv_vc: 'Giao Hàng Nhanh', ten_goi_cuoc: 'Giao chuẩn', so_ngay_giao: 3 },
];
const methods: PaymentMethod[] = [
  {
    _id: 'm1',
    ma: 'COD',
    ten: 'Trả khi nhận hàng',
    ten_eng: 'Cash on delivery',
    loai: 'cod',
    online: true,
    sst: 1,
  },
];
const draft: OrderReply = {
  _id: 'draft-1',
  trang_thai: 'LCT',
  details: [{ _id: 'l1', ma_vt: 'TRA01', ten_vt: 'Trà Tân Cương', sl_xuat: 2, tien_nt: 200_000 }],
  t_tien_hang: 200_000,
  t_tt_nt: 200_000,
};

/** The form as the checkout page shows it: the draft from the query cache, where updates put it. */
function FormOfCachedDraft() {
  const { data } = useQuery({ ...checkoutQueries.draft(), enabled: false });
  return data ? (
    <CheckoutForm
      draft={data}
      addresses={NO_ADDRESSES}
      methods={methods}
      carriers={carriers}
      isUser={false}
    />
  ) : null;
}

/** How many times a text was translated: each render of the element that shows it asks again. */
function translations() {
  const spy = vi.spyOn(i18n, '_');
  return (text: string) => spy.mock.results.filter((result) => result.value === text).length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutForm', () => {
  it("a draft's new totals render the summary, not the receiver, carrier, payment and invoice sections again", async () => {
    const updateDraft = vi.fn(async (_id: string, _choices: DraftChoices) => ({
      ...draft,
      tien_phi_vc: 30_000,
      t_tt_nt: 230_000,
    }));
    mockApiClient({ updateDraft, shippingQuotes: async () => [] });
    const count = translations();
    const { queryClient } = await renderWithRouter(<FormOfCachedDraft />);
    act(() => queryClient.setQueryData(checkoutQueries.draft().queryKey, draft));
    // The form's first pricing update (mounted with its choices) brings the server's new total.
    expect(await screen.findByText(/230\.000/)).toBeTruthy();
    expect(updateDraft).toHaveBeenCalledTimes(1);
    for (const heading of [
      'Thông tin nhận hàng',
      'Đơn vị vận chuyển',
      'Phương thức thanh toán',
      'Hóa đơn công ty',
    ]) {
      expect(count(heading), heading).toBe(1);
    }
    // The summary did render again, with the new totals.
    expect(count('Tổng thanh toán')).toBeGreaterThan(1);
  });

  it('says it is repricing from its first render until the server has priced the choices and the carriers have quoted', async () => {
    let answerUpdate = (_reply: OrderReply) => {};
    const updateDraft = vi.fn(
      (_id: string, _choices: DraftChoices) =>
        new Promise<OrderReply>((resolve) => {
          answerUpdate = resolve;
        }),
    );
    let answerQuotes = (_quotes: []) => {};
    const shippingQuotes = vi.fn(
      () =>
        new Promise<[]>((resolve) => {
          answerQuotes = resolve;
        }),
    );
    mockApiClient({ updateDraft, shippingQuotes });
    const { queryClient } = await renderWithRouter(<FormOfCachedDraft />);
    act(() => queryClient.setQueryData(checkoutQueries.draft().queryKey, draft));
    const form = await screen.findByRole('form', { name: 'Đặt hàng' });
    expect(form.hasAttribute('data-repricing')).toBe(true);

    await vi.waitFor(() => expect(updateDraft).toHaveBeenCalledTimes(1));
    await act(async () =>
      answerUpdate({
        ...draft,
        tinh_thanh: 'Hà Nội',
        xa_phuong: 'Phường Ba Đình',
        tien_phi_vc: 30_000,
        t_tt_nt: 230_000,
      }),
    );
    // Priced, but the carriers' quotes for the priced address are still on their way.
    expect(await screen.findByText(/230\.000/)).toBeTruthy();
    expect(form.hasAttribute('data-repricing')).toBe(true);

    await vi.waitFor(() => expect(shippingQuotes).toHaveBeenCalled());
    await act(async () => answerQuotes([]));
    await vi.waitFor(() => expect(form.hasAttribute('data-repricing')).toBe(false));
  });
});
