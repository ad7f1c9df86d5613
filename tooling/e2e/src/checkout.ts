import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { auditAccessibility } from './a11y';
import { consoleCall, readConfig } from './session';

export type Receiver = { name: string; phone: string; email?: string; line: string; province: string };

export const HCM = 'Thành phố Hồ Chí Minh';

/** Calls the shop's API as the page's own browser (same uid cookie), with a user's token or the public one. */
export async function apiParams(request: APIRequestContext, token?: string) {
  const config = await readConfig(request);
  return { config, params: { access_token: token ?? config.public_token, trust_key: config.trust_key } };
}

/**
 * Puts a line in the cart of the page's browser (guest) or of the token's user. For a guest, call it
 * (and placeOrderThroughApi) before any page of the shop is open: the first guest call gives the
 * browser its uid cookie, and a page opened first makes guest calls of its own; the one answered last
 * wins, and the line can land in a cart the browser no longer holds (an empty cart, no checkout form).
 */
export async function addToCartThroughApi(page: Page, ma_vt: string, sl_xuat: number, token?: string) {
  const { config, params } = await apiParams(page.request, token);
  const response = await page.request.post(`/api/${config.id_app}/cart`, {
    params,
    data: { ma_vt, sl_xuat },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * An order placed through the API by whoever `request` is (a page's request is the page's guest),
 * with `kind` of payment (cash on delivery, bank transfer, or the MoMo wallet: its order is then
 * unpaid, its reply carries the simulator's page in `virtual_payment_client_url`), to the receiver of
 * every such journey.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  kind: 'cod' | 'bank-transfer' | 'momo',
  line: { ma_vt: string; sl_xuat: number } = { ma_vt: 'CPH-007', sl_xuat: 2 },
  /** More fields of the order (the receiver's e-mail, for the order mails). */
  extra: Record<string, unknown> = {},
  /** A signed-in shopper's token: the order is theirs (a guest's without it). */
  token?: string,
): Promise<{ _id: string; so_ct: string; t_tt_nt: number; virtual_payment_client_url?: string }> {
  const { config, params } = await apiParams(request, token);
  const added = await request.post(`/api/${config.id_app}/cart`, { params, data: line });
  expect(added.ok(), await added.text()).toBe(true);
  const methods: { _id: string; loai: string; cong_thanh_toan?: string }[] = await (
    await request.get(`/api/${config.id_app}/ptthanhtoan`, { params })
  ).json();
  const drafted = await request.post(`/api/${config.id_app}/so1`, { params, data: { trang_thai: 'LCT' } });
  expect(drafted.ok(), await drafted.text()).toBe(true);
  const draft = await drafted.json();
  const placed = await request.put(`/api/${config.id_app}/so1/${draft._id}`, {
    params,
    data: {
      trang_thai: '0',
      ten_nguoi_nhan: 'Khách Lẻ',
      sdt_nguoi_nhan: '0912345678',
      dia_chi: '9 Pasteur',
      tinh_thanh: HCM,
      xa_phuong: 'Phường Sài Gòn',
      pt_thanh_toan: methods.find((method) =>
        kind === 'momo' ? method.cong_thanh_toan === 'momo' : method.loai === kind,
      )?._id,
      ...extra,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return placed.json();
}

/**
 * A signed-in shopper's order of `line` (placed through the API with their token), cash on delivery
 * or paid on the MoMo simulator's page (its "Thanh toán", whose notice reaches the shop before the
 * answer), then confirmed, handed to GHTK and delivered by the owner (console calls with `owner`'s
 * token): what reviews and returns start from.
 */
export async function deliveredOrderThroughApi(
  request: APIRequestContext,
  shopperToken: string,
  owner: string,
  line: { ma_vt: string; sl_xuat: number },
  payment: 'cod' | 'momo' = 'cod',
) {
  const order = await placeOrderThroughApi(request, payment, line, {}, shopperToken);
  if (payment === 'momo') {
    const page = new URL(order.virtual_payment_client_url ?? '');
    expect(page.pathname).toBe('/sandbox-gateway/momo/pay');
    const paid = await request.post(page.pathname, {
      form: { orderId: page.searchParams.get('orderId') ?? '', action: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status(), await paid.text()).toBe(303);
  }
  for (const action of ['confirm', 'ship', 'deliver'])
    await consoleCall(
      request,
      owner,
      'POST',
      `orders/${order._id}/${action}`,
      action === 'ship' ? { don_vi_vc: 'GHTK', ma_van_don: `GHTK-${order._id.slice(-6)}` } : {},
    );
  return order;
}

/** One stored order of the caller, as the server priced it. */
export async function fetchOrder(page: Page, id: string, token?: string): Promise<Record<string, unknown>> {
  const { config, params } = await apiParams(page.request, token);
  const response = await page.request.get(`/api/${config.id_app}/so1/${id}`, { params });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The checkout form (not the footer's contact form, which has fields of the same names). */
export function checkoutForm(page: Page): Locator {
  return page.getByRole('form', { name: /^(Đặt hàng|Place order)$/ });
}

/**
 * Fills the receiver and picks the province, then the first ward of it; returns once the checkout
 * form has priced the address and the carriers have quoted it (its `data-repricing` is gone): until
 * then the carriers' lines change height and move the payment methods below them, and on a busy
 * machine a tap aimed at one could land on another (`.ci/run` of 2 December: a check of the VNPay
 * radio that "did not change its state").
 */
export async function fillReceiver(scope: Locator, receiver: Receiver, labels = VI_LABELS) {
  await scope.getByLabel(labels.name).fill(receiver.name);
  await scope.getByLabel(labels.phone).fill(receiver.phone);
  if (receiver.email !== undefined)
    await scope.getByLabel(labels.email, { exact: true }).fill(receiver.email);
  await scope.getByLabel(labels.line).fill(receiver.line);
  const province = scope.getByLabel(labels.province);
  await expect(province.locator('option')).not.toHaveCount(1);
  await province.selectOption(receiver.province);
  const ward = scope.getByLabel(labels.ward);
  await expect(ward).toBeEnabled();
  await expect(ward.locator('option')).not.toHaveCount(1);
  await ward.selectOption({ index: 1 });
  await expect(scope).not.toHaveAttribute('data-repricing');
}

export const VI_LABELS = {
  name: /^Họ tên người nhận/,
  phone: /^Số điện thoại/,
  email: 'Email',
  line: /^Địa chỉ \(số nhà, đường\)/,
  province: /^Tỉnh\/Thành phố/,
  ward: /^Phường\/Xã/,
};

export const EN_LABELS = {
  name: /^Receiver's name/,
  phone: /^Phone/,
  email: 'Email',
  line: /^Address \(house number, street\)/,
  province: /^Province\/City/,
  ward: /^Ward\/Commune/,
};

/** The order id of the result page's address. */
export function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('_id') ?? '';
  return id.replace(/"/g, '');
}

/** No serious or critical axe violation (WCAG 2.1 A/AA) on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  // Toasts are the shared toaster's (src/ui/toast.tsx) and come and go; they are audited with it,
  // not caught half-faded in the middle of a journey.
  await auditAccessibility(page, { exclude: '[data-sonner-toaster]' });
}

/** Closes the notices (they sit over the top right of the page, where buttons may be). */
export async function dismissToasts(page: Page) {
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) {
    await close.click().catch(() => {
      // already gone
    });
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

export async function shoot(page: Page, name: string, project: string) {
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${project}.png`, fullPage: true });
  }
}

/**
 * A guest buys one CPH-007 and places the order with the payment method whose choice `wallet`
 * names (issue 30: /Ví MoMo/, /Ví ZaloPay/, /Chuyển khoản ngân hàng/); with a wallet the browser
 * then goes to its (simulator's) page.
 */
export async function placeWalletOrder(page: Page, wallet: RegExp) {
  // The line first, before any page of the shop (see addToCartThroughApi).
  await addToCartThroughApi(page, 'CPH-007', 1);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  await fillReceiver(form, { name: 'Chị Ví', phone: '0907654321', line: '5 Nguyễn Huệ', province: HCM });
  await form.getByLabel(wallet).check();
  await form.getByRole('button', { name: 'Đặt hàng' }).click();
}
