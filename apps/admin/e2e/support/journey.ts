import { type Browser, expect, type Page } from '@playwright/test';
import {
  checkoutForm,
  EN_LABELS,
  fetchOrder,
  fillReceiver,
  HCM,
  orderIdOf,
  VI_LABELS,
} from '@shop/e2e/checkout';
import { DEMO_CUSTOMER } from '@shop/e2e/accounts';
import { loginThroughApi, useTokenInPage as keepTokenInPage } from '@shop/e2e/session';

type Language = 'vi' | 'en';

/** The shop's words the journey clicks or reads, in each language. */
const SHOP = {
  vi: {
    add: 'Thêm vào giỏ hàng',
    added: 'Thêm vào giỏ hàng thành công',
    place: 'Đặt hàng',
    otherAddress: 'Giao đến địa chỉ khác',
    cod: /Thanh toán khi nhận hàng/,
    history: 'Đơn mua',
    order: 'Đơn hàng',
    labels: VI_LABELS,
  },
  en: {
    add: 'Add to cart',
    added: 'Added to the cart',
    place: 'Place order',
    otherAddress: 'Deliver to another address',
    cod: /Cash on delivery/,
    history: 'My orders',
    order: 'Order',
    labels: EN_LABELS,
  },
} as const;

/**
 * A shopper's own browser (another context than the console's), phone-sized when asked, in a
 * language, logged in as the demo customer (the shop keeps an order history for accounts only).
 */
export async function openShopper(
  browser: Browser,
  language: Language,
  isPhone: boolean,
): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext(
    isPhone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  await context.addInitScript((value) => localStorage.setItem('language', value), language);
  const page = await context.newPage();
  const token = await loginThroughApi(page.request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await keepTokenInPage(page, token);
  return { page, token };
}

/** The shopper buys one product through the shop's screens (product page, cart, checkout, cash on delivery). */
export async function buyInShop(
  { page, token }: { page: Page; token: string },
  language: Language,
): Promise<{ _id: string; so_ct: string }> {
  const words = SHOP[language];
  await page.goto('/mua-hang/san-pham/CPH-004');
  await page.getByRole('button', { name: words.add, exact: true }).first().click();
  await expect(page.getByText(words.added)).toBeVisible();
  await page.goto('/checkout');
  const form = checkoutForm(page);
  // The first purchase fills the form; later ones find that address kept in the book. Another
  // journey of the same shard may have kept an address of its own for the demo customer first
  // (stock.spec's): then this receiver is typed as another address.
  const receiver = { name: 'Trần Thị Hành Trình', phone: '0987654321', line: '7 Đồng Khởi', province: HCM };
  const nameField = form.getByLabel(words.labels.name);
  const savedAddress = form.getByRole('radio', { name: new RegExp(`^${receiver.name} · ${receiver.phone}`) });
  const otherAddress = form.getByRole('radio', { name: words.otherAddress });
  await expect(nameField.or(savedAddress).or(otherAddress).filter({ visible: true }).first()).toBeVisible();
  if (await savedAddress.isVisible()) await savedAddress.check();
  else {
    if (await otherAddress.isVisible()) await otherAddress.check();
    await fillReceiver(form, receiver, words.labels);
  }
  // Not the first carrier: the console must hand the order to the one the shopper chose.
  await form.getByLabel(/Viettel Post/).check();
  await form.getByLabel(words.cod).check();
  await form.getByRole('button', { name: words.place }).click();
  await expect(page).toHaveURL(/\/checkout-alert\?/);
  const order = await fetchOrder(page, orderIdOf(page), token);
  return { _id: String(order._id), so_ct: String(order.so_ct) };
}

/** The shopper's order history shows the order with the console's status and the tracking code. */
export async function expectInHistory(
  page: Page,
  language: Language,
  order: { so_ct: string },
  expected: { status: string; tracking: string },
) {
  const words = SHOP[language];
  await page.goto('/user-profile/purchased-return');
  await expect(page.getByRole('heading', { level: 1, name: words.history })).toBeVisible();
  const card = page.getByTestId('order-card').filter({ hasText: order.so_ct });
  await expect(card.getByRole('heading', { name: `${words.order} ${order.so_ct}` })).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText(expected.status);
  await expect(card.getByTestId('order-tracking')).toContainText(expected.tracking);
}
