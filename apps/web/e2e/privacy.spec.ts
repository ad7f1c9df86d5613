import { readFile } from 'node:fs/promises';
import { expect, test } from '@shop/e2e/journey';
import { switchLanguage } from './support/header';
import { submitLogin } from './support/account';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { loginThroughApi, readConfig, registerVerifiedUser, useTokenInPage } from '@shop/e2e/session';

const OWNER = { email: 'chuquan@example.com', password: 'ChuQuan123' };

type OutboxMessage = { to: string; kind: string; subject: string; text: string };

/** The newest mail of `kind` to `to` whose text matches `pattern`, from the development outbox. */
async function waitForMail(
  request: import('@playwright/test').APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages: OutboxMessage[] = await (
          await request.get('/dev/outbox', { params: { format: 'json' } })
        ).json();
        found = messages.find((message) => message.to === to && pattern.test(message.text));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

// One desktop run: newsletters are paced to 3 a day per audience (decision 038).
test('a newsletter mail’s unsubscribe link ends the subscription at once, without logging in @desktop', async ({
  page,
  request,
}) => {
  const config = await readConfig(request);
  const email = `tin-${Date.now()}@example.com`;
  const subscribed = await request.post(`/api/${config.id_app}/ecomsubscribe`, { data: { email } });
  expect(subscribed.ok()).toBe(true);
  const ownerToken = await loginThroughApi(request, OWNER.email, OWNER.password);
  const scheduled = await request.post('/api/schedule/add/notify', {
    params: { access_token: ownerToken },
    data: {
      audience: 'subscribers',
      subject: 'Trà sen mới về',
      message: 'Mời bạn thử trà sen Tây Hồ.',
      when: { mode: 'once', run_at: new Date().toISOString() },
    },
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);

  const mail = await waitForMail(request, email, /\/huy-dang-ky\?t=/);
  expect(mail.text).toContain('Mời bạn thử trà sen Tây Hồ.');
  const link = new URL(/https?:\/\/\S+\/huy-dang-ky\?t=\S+/.exec(mail.text)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Huỷ đăng ký nhận tin' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Bạn đã huỷ đăng ký nhận tin. Chúng tôi sẽ không gửi thư quảng cáo đến ${email} nữa.`,
  );
  const state = await request.get(`/api/unsubscribe${link.search}`);
  expect(await state.json()).toEqual({ email, subscribed: false });

  // In English, the same page says it in English; a tampered link is refused.
  await switchLanguage(page, 'English');
  await page.goto(`${link.pathname}?t=${link.searchParams.get('t')}x`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid');
});

test('a shopper downloads their data, then deletes the account: login refused, the order kept without name, phone or e-mail', async ({
  page,
  request,
}) => {
  const config = await readConfig(request);
  const user = await registerVerifiedUser(request, 'Người Muốn Xóa');
  const params = { access_token: user.token, trust_key: config.trust_key };
  const phone = `09${String(Date.now()).slice(-8)}`;
  const order = await placeOrderThroughApi(
    request,
    'cod',
    { ma_vt: 'CPH-007', sl_xuat: 1 },
    { ten_nguoi_nhan: 'Người Muốn Xóa', sdt_nguoi_nhan: phone, email_nguoi_nhan: user.email },
    user.token,
  );

  await useTokenInPage(page, user.token);
  await page.goto('/user-profile/my-profile');
  await expect(page.getByRole('heading', { name: 'Quyền riêng tư' })).toBeVisible();
  // The marketing box was not ticked at signup; ticking it records the consent.
  const marketing = page.getByRole('checkbox', { name: 'Nhận thư tin tức và nhắc nhở qua email' });
  await expect(marketing).not.toBeChecked();
  // The box shows the state the server saved: it turns on once the record is written.
  await marketing.click();
  await expect(page.getByText('Đã lưu lựa chọn của bạn').first()).toBeVisible();
  await expect(marketing).toBeChecked();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải dữ liệu (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await streamText(await json.createReadStream()));
  expect(data.profile.email).toBe(user.email);
  expect(data.orders.map((row: { so_ct: string }) => row.so_ct)).toEqual([order.so_ct]);
  expect(data.consents.map((row: { purpose: string }) => row.purpose)).toEqual(['terms', 'marketing']);
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải dữ liệu (HTML)' }).click(),
  ]);
  expect(await streamText(await html.createReadStream())).toContain('Đơn hàng / Orders (1)');

  const removal = page.getByRole('form', { name: 'Xóa tài khoản' });
  await removal.getByLabel('Nhập mật khẩu để xác nhận').fill('SaiMatKhau1');
  await removal.getByRole('button', { name: 'Xóa tài khoản' }).click();
  await expect(removal.getByText('Mật khẩu không đúng, tài khoản chưa bị xóa')).toBeVisible();
  await removal.getByLabel('Nhập mật khẩu để xác nhận').fill(user.password);
  await removal.getByRole('button', { name: 'Xóa tài khoản' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account can no longer log in; its token is dead.
  await page.goto('/dang-nhap');
  await submitLogin(page, user.email, user.password);
  await expect(page.getByText('Tài khoản hoặc mật khẩu không đúng').first()).toBeVisible();
  expect((await request.get('/api/user', { params })).status()).toBe(401);
  // The order is kept for the accounts, without the name, phone or e-mail.
  const ownerToken = await loginThroughApi(request, OWNER.email, OWNER.password);
  const kept = await request.get(`/api/${config.id_app}/console/orders/${order._id}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(kept.ok(), await kept.text()).toBe(true);
  const text = await kept.text();
  expect(text).toContain(order.so_ct);
  for (const personal of [user.email, phone, 'Người Muốn Xóa']) expect(text).not.toContain(personal);
  expect(text).toContain('Đã xoá');
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

test('a guest asks for their data by e-mail with a code, downloads it, then asks for its deletion', async ({
  page,
  request,
}) => {
  // Two requests, each with its mailed code.
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  const stamp = `${Date.now()}-${width}`;
  const email = `khach-${stamp}@example.com`;
  const order = await placeOrderThroughApi(request, 'cod', undefined, { email_nguoi_nhan: email });

  // From the guest order lookup, the link to the requests page.
  await page.goto('/tra-cuu-don-hang');
  await page.getByRole('link', { name: 'Gửi yêu cầu về dữ liệu cá nhân' }).click();
  await expect(page.getByRole('heading', { name: 'Yêu cầu về dữ liệu cá nhân' })).toBeVisible();
  await page.getByLabel('E-mail đã dùng khi đặt hàng').fill(email);
  await page.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Đã gửi mã xác thực đến ${email}. Nhập mã để tiếp tục yêu cầu.`,
  );
  const mail = await waitForMail(request, email, /(?:là|is) \d{6}\./);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await page.getByLabel('Mã xác thực (6 chữ số)').fill(code);
  await page.getByRole('button', { name: 'Xác nhận và tải về' }).click();
  const done = page.getByTestId('guest-request-done');
  await expect(done.getByRole('status')).toHaveText(`Dữ liệu gắn với ${email} đã sẵn sàng để tải xuống`);
  await expect(done).toContainText('Số đơn hàng: 1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('button', { name: 'Tải về (JSON)' }).click(),
  ]);
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(saved.orders.map((row: { so_ct: string }) => row.so_ct)).toEqual([order.so_ct]);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/guest-data-request-${width}.png`,
      fullPage: true,
    });

  // In English, a deletion for another guest: the order kept without the name, phone or e-mail.
  const other = `xoa-${stamp}@example.com`;
  const erased = await placeOrderThroughApi(request, 'cod', undefined, { email_nguoi_nhan: other });
  await page.goto('/yeu-cau-du-lieu');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Personal data requests' })).toBeVisible();
  await page.getByLabel('Delete my data').check();
  await page.getByLabel('E-mail used when ordering').fill(other);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  const deletionCode =
    /\b(\d{6})\b/.exec((await waitForMail(request, other, /(?:là|is) \d{6}\./)).text)?.[1] ?? '';
  await page.getByLabel('Verification code (6 digits)').fill(deletionCode);
  await page.getByRole('button', { name: 'Confirm the deletion' }).click();
  await expect(page.getByTestId('guest-request-done')).toContainText(
    'Orders whose personal details were deleted: 1',
  );
  // The order's own lookup no longer finds it by that e-mail.
  const config = await readConfig(request);
  const lookup = await request.post(`/api/${config.id_app}/order-lookup`, {
    params: { trust_key: config.trust_key },
    data: { so_ct: erased.so_ct, lien_he: other },
  });
  expect(lookup.status()).toBe(404);
});
