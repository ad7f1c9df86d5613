import { expect, test } from '@playwright/test';
import { switchLanguage } from './support/header';
import { loginThroughApi, readConfig } from './support/session';

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
  await expect(page.getByRole('heading', { name: 'Hủy đăng ký nhận tin' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Bạn đã hủy đăng ký nhận tin. Chúng tôi sẽ không gửi thư quảng cáo đến ${email} nữa.`,
  );
  const state = await request.get(`/api/unsubscribe${link.search}`);
  expect(await state.json()).toEqual({ email, subscribed: false });

  // In English, the same page says it in English; a tampered link is refused.
  await switchLanguage(page, 'English');
  await page.goto(`${link.pathname}?t=${link.searchParams.get('t')}x`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid');
});
