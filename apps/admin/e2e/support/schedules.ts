import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { openConsole, openMenuEntry } from './console';

/** A moment `ms` from now as the form's datetime-local value, in Vietnam time, to the second. */
export const vietnamLocal = (ms: number) =>
  new Date(Date.now() + ms + 7 * 3_600_000).toISOString().slice(0, 19);

export interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/** The notify mails of one subject on the server's outbox page (DEV_OUTBOX, loopback only). */
export async function notifyMails(request: APIRequestContext, subject: string): Promise<OutboxMail[]> {
  const response = await request.get('/dev/outbox?format=json');
  expect(response.ok(), await response.text()).toBe(true);
  const entries: OutboxMail[] = await response.json();
  return entries.filter((entry) => entry.kind === 'notify' && entry.subject === subject);
}

/** Opens the schedules screen from the console's menu; the create form. */
export async function openSchedules(page: Page) {
  await openConsole(page);
  await openMenuEntry(page, 'Lịch hẹn');
  await expect(page.getByRole('heading', { name: 'Lịch hẹn', level: 1 })).toBeVisible();
  return page.getByRole('form', { name: 'Tạo lịch' });
}

/** Fills the create form with a mail to one customer at `atMs` from now and sends it. */
export async function scheduleCustomerMail(
  form: ReturnType<Page['getByRole']>,
  mail: { customer: string; subject: string; message: string; atMs: number },
) {
  await form.getByLabel('Người nhận').selectOption('customer');
  await form.getByLabel('Khách hàng', { exact: true }).selectOption(mail.customer);
  await form.getByLabel('Tiêu đề thư').fill(mail.subject);
  await form.getByLabel('Nội dung thư').fill(mail.message);
  await form.getByLabel('Lúc').fill(vietnamLocal(mail.atMs));
  await form.getByRole('button', { name: 'Tạo lịch' }).click();
  await expect(form.getByRole('status')).toHaveText('Đã tạo lịch');
}
