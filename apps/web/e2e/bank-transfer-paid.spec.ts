import { expect, test } from '@shop/e2e/journey';
import { apiParams, placeWalletOrder, shoot } from '@shop/e2e/checkout';

// Issue 30: a guest pays by bank transfer, the bank-notification service posts SePay's documented
// webhook (the local simulator signs and sends it), and the order's page says it is paid within
// 5 seconds without a reload. At 1280 px only: the result page's layout is checkout.spec's.
test('a shopper pays by bank transfer; the SePay notice makes the order page say paid within 5 s, without a reload @desktop', async ({
  page,
}, info) => {
  await placeWalletOrder(page, /Chuyển khoản ngân hàng/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt hàng thành công' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Mã VietQR/ })).toBeVisible();
  const { config, params } = await apiParams(page.request);
  const placed: { so_ct: string; t_tt_nt: number; trang_thai_tt: string }[] = await (
    await page.request.get(`/api/${config.id_app}/so1`, {
      params: { ...params, q: JSON.stringify({ trang_thai: '0' }) },
    })
  ).json();
  const order = placed.at(-1);
  expect(order?.trang_thai_tt).toBe('0');
  if (!order) return;
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  // The bank shows the code its own way: lower case, dashes, a prefix.
  const note = `MBVCB.123 ${order.so_ct.toLowerCase().replace(/(\d+)/, '-$1')} thanh toan`;
  const sent = await page.request.post('/sandbox-gateway/sepay', { data: { note, amount: order.t_tt_nt } });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await sent.json()).replies).toEqual([{ status: 200, body: { success: true } }]);
  const started = Date.now();
  await expect(page.getByText('Đơn hàng đã được thanh toán.')).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(reloaded).toBe(false);
  await shoot(page, 'checkout-alert-bank-paid', info.project.name);
});
