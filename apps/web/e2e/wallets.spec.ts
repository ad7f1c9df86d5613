import { expect, test } from '@shop/e2e/journey';
import { apiParams, placeWalletOrder, shoot } from '@shop/e2e/checkout';

// MoMo and ZaloPay through their local simulators (issue 30, decisions 056, 057): the shopper picks
// the wallet, the shop asks the simulator for the payment page after placing, the shopper pays
// there, the simulator notifies the shop, and the shopper comes back to a paid order. At 1280 px
// only (@desktop): the simulator's page is not the shop's, what is checked is the server's (the
// order paid on the wallet's notice), and checkout.spec chooses a wallet at both widths (decision
// 044, fourth addendum).
for (const { label, path, provider } of [
  { label: /Ví MoMo/, path: /\/sandbox-gateway\/momo\/pay\?orderId=/, provider: 'momo' },
  { label: /Ví ZaloPay/, path: /\/sandbox-gateway\/zalopay\/pay\?app_trans_id=/, provider: 'zalopay' },
]) {
  const title = `${provider}: a shopper pays through its simulator and the order is paid @desktop`;
  test(title, async ({ page }, info) => {
    test.slow();
    await placeWalletOrder(page, label);

    await expect(page).toHaveURL(path);
    await expect(page.getByTestId('amount')).toBeVisible();
    await shoot(page, `wallet-${provider}-page`, info.project.name);
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout-alert\?isSuccess=true&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt hàng thành công' })).toBeVisible();
    await expect(page.getByText('Đã thanh toán')).toBeVisible();
    await shoot(page, `wallet-${provider}-paid`, info.project.name);
    const { config, params } = await apiParams(page.request);
    const list = await page.request.get(`/api/${config.id_app}/so1`, {
      params: { ...params, q: JSON.stringify({ trang_thai: '0' }) },
    });
    const placed: { trang_thai_tt: string; cong_thanh_toan: string }[] = await list.json();
    expect(placed.at(-1)).toMatchObject({ trang_thai_tt: '1', cong_thanh_toan: provider });
  });
}
