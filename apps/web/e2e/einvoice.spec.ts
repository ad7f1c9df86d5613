import { type APIRequestContext, expect, test } from '@shop/e2e/journey';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { addToCartThroughApi, checkoutForm, fillReceiver, HCM, orderIdOf, shoot } from '@shop/e2e/checkout';
import { loginThroughApi, readConfig, registerVerifiedUser, useTokenInPage } from '@shop/e2e/session';

/**
 * Issue 32's invoice journey (decisions 059, 065): a customer asks for a company invoice at
 * checkout; the shop confirms, ships and delivers; the SePay simulator (test mode, no keys)
 * issues it; the invoice's own mail in the development outbox carries its number, lookup code and
 * link, the order page shows them, and the link opens the invoice with the company's tax code.
 * Both widths: the checkout's form and summary are laid out differently.
 */

const COMPANY = {
  name: 'Công ty TNHH Mộc Lâm',
  taxCode: '0314409058',
  address: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
};

type OutboxRow = { to: string; kind: string; order_id: string | null; text: string };

/** The owner's console action on an order (header token, decision 016). */
async function consoleAct(
  request: APIRequestContext,
  token: string,
  orderId: string,
  action: string,
  data = {},
) {
  const config = await readConfig(request);
  const response = await request.post(`/api/${config.id_app}/console/orders/${orderId}/${action}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a company invoice asked at checkout is issued at delivery, mailed and shown on the order @both', async ({
  page,
  request,
}, info) => {
  const user = await registerVerifiedUser(request, 'Chị Mộc');
  const invoiceMail = `ketoan.${Date.now()}.${info.project.name}@moclam.vn`;
  await useTokenInPage(page, user.token);
  await addToCartThroughApi(page, 'TRA-005', 1, user.token);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  await fillReceiver(form, { name: 'Chị Mộc', phone: '0933444666', line: '12 Lê Lợi', province: HCM });

  // The company invoice: unticked at first; a wrong check digit is refused in the form.
  const wanted = form.getByRole('checkbox', { name: 'Xuất hóa đơn GTGT cho công ty' });
  await expect(wanted).not.toBeChecked();
  await wanted.check();
  await form.getByLabel(/^Tên công ty/).fill(COMPANY.name);
  await form.getByLabel(/^Mã số thuế/).fill('0314409059');
  await form.getByLabel(/^Địa chỉ công ty/).fill(COMPANY.address);
  await form.getByLabel(/^Email nhận hóa đơn/).fill(invoiceMail);
  await form.getByLabel(/Thanh toán khi nhận hàng/).check();
  await form.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(form.getByLabel(/^Mã số thuế/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/^Mã số thuế/).fill(COMPANY.taxCode);
  await shoot(page, 'einvoice-checkout', info.project.name);
  await form.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt hàng thành công' })).toBeVisible();
  const orderId = orderIdOf(page);

  // The shop delivers it (cash on delivery: the sale happens at delivery).
  const owner = await loginThroughApi(request, DEMO_OWNER.email, DEMO_OWNER.password);
  await consoleAct(request, owner, orderId, 'confirm');
  await consoleAct(request, owner, orderId, 'ship', {
    don_vi_vc: 'GHN',
    ma_van_don: `GHN-${orderId.slice(-6)}`,
  });
  await consoleAct(request, owner, orderId, 'deliver');

  // The simulator issues it; its own mail goes to the company's invoice address.
  let mail: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const rows: OutboxRow[] = await (
          await request.get('/dev/outbox', { params: { format: 'json', to: invoiceMail } })
        ).json();
        mail = rows.find((row) => row.kind === 'einvoice-issued' && row.order_id === orderId);
        return Boolean(mail?.text);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const text = mail?.text ?? '';
  const number = /Số hóa đơn điện tử: (\S+)/.exec(text)?.[1] ?? '';
  const code = /Mã tra cứu hóa đơn: (\S+)/.exec(text)?.[1] ?? '';
  const link = /(https?:\/\/\S+\/sandbox-einvoice\/invoices\/\S+)/.exec(text)?.[1] ?? '';
  expect(number).not.toBe('');
  expect(code).toMatch(/^HD-/);
  expect(link).toContain(`/sandbox-einvoice/invoices/${code}`);

  // The order page shows it, with the same link.
  await page.goto('/user-profile/purchased-return');
  const card = page
    .getByTestId('order-card')
    .filter({ has: page.getByTestId('order-einvoice') })
    .first();
  await expect(card.getByTestId('order-einvoice')).toContainText(
    `Hóa đơn điện tử số ${number} · mã tra cứu ${code}`,
  );
  await expect(card.getByTestId('order-einvoice-link')).toHaveAttribute(
    'href',
    `/sandbox-einvoice/invoices/${code}`,
  );
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'einvoice-order', info.project.name);

  // The lookup link opens the invoice: its number, code and the company's tax code.
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('invoice-number')).toHaveText(number);
  await expect(page.getByTestId('invoice-reference')).toHaveText(code);
  await expect(page.locator('body')).toContainText(`MST: ${COMPANY.taxCode}`);
});
