import { expect } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER, DEMO_STAFF } from '@shop/e2e/accounts';
import { keepScreenshot, signInToConsole } from './support/console';
import { notifyMails, openSchedules, scheduleCustomerMail, vietnamLocal } from './support/schedules';

const CUSTOMER = 'khachhang@example.com';
/** Tiêu Phú Quốc: no other console journey touches it. */
const PRODUCT = { ma_vt: 'NSA-002', name: 'Tiêu Phú Quốc' };

test('the owner schedules a mail to one customer and the unpublishing of a product: each runs once, on time', async ({
  ownerPage: page,
}) => {
  const form = await openSchedules(page);

  // A mail to one customer, a few seconds ahead.
  const subject = `Ưu đãi riêng ${Date.now()}`;
  await scheduleCustomerMail(form, {
    customer: CUSTOMER,
    subject,
    message: 'Tuần này trà sen giảm 10% cho riêng bạn.',
    atMs: 4_000,
  });
  const mailRow = page.getByTestId('schedule').filter({ hasText: subject });
  await expect(mailRow).toContainText('Gửi thư thông báo');

  await expect
    .poll(async () => (await notifyMails(page.request, subject)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await notifyMails(page.request, subject);
  expect(mail).toMatchObject({ to: CUSTOMER, text: 'Tuần này trà sen giảm 10% cho riêng bạn.' });
  await expect(mailRow.getByTestId('last-run')).toContainText('Đã gửi 1 thư', { timeout: 15_000 });
  await expect(mailRow.getByTestId('next-run')).toHaveText('—');
  // Its runs and its timeline, opened from the row.
  await mailRow.getByText('Các lần chạy và lịch sử thay đổi').click();
  await expect(mailRow.getByTestId('runs')).toContainText('Đã gửi 1 thư');
  await expect(mailRow.getByRole('heading', { name: 'Lịch sử thay đổi' })).toBeVisible();
  await expect(mailRow).toContainText(DEMO_OWNER.email);
  // Still one a few polls later: the queue ran it once.
  await page.waitForTimeout(2_500);
  expect(await notifyMails(page.request, subject)).toHaveLength(1);

  // Unpublishing a product: the shop shows it until the time, then no more.
  const shop = await page.context().newPage();
  const productPath = `/mua-hang/san-pham/${PRODUCT.ma_vt}`;
  await shop.goto(productPath);
  await expect(shop.getByRole('heading', { name: PRODUCT.name, level: 1 })).toBeVisible();

  await form.getByLabel('Việc cần làm').selectOption('unpublish');
  await form.getByLabel('Loại nội dung').selectOption('dmvt');
  const target = form.getByLabel('Sản phẩm hoặc bài viết');
  const value = await target.locator('option', { hasText: `(${PRODUCT.ma_vt})` }).getAttribute('value');
  await target.selectOption(value ?? '');
  await form.getByLabel('Lúc').fill(vietnamLocal(6_000));
  await form.getByRole('button', { name: 'Tạo lịch' }).click();
  await expect(form.getByRole('status')).toHaveText('Đã tạo lịch');
  const hideRow = page.getByTestId('schedule').filter({ hasText: PRODUCT.name });
  await expect(hideRow).toContainText('Ẩn khỏi cửa hàng');
  await expect(hideRow.getByTestId('next-run')).not.toHaveText('—');

  // Asked past the browser's HTTP cache (public pages may be kept 60 s): the server's answer.
  await expect
    .poll(async () => (await shop.request.get(productPath)).status(), { timeout: 30_000, intervals: [1_000] })
    .toBe(404);
  await shop.goto(`${productPath}?sau=1`);
  await expect(shop.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(shop.getByRole('heading', { name: PRODUCT.name })).toHaveCount(0);
  await expect(hideRow.getByTestId('last-run')).toContainText('Đã chạy xong', { timeout: 15_000 });
  await shop.close();

  await auditAccessibility(page);
  await keepScreenshot(page, 'schedules', 1280);

  // Deleting a schedule asks first, then it leaves the list.
  await hideRow.getByRole('button', { name: /Xoá lịch/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(hideRow).toHaveCount(0);
});

test('the owner edits, pauses and resumes a schedule: nothing runs while paused, the timeline shows each change', async ({
  ownerPage: page,
}) => {
  const form = await openSchedules(page);
  const first = `Hẹn sau ${Date.now()}`;
  await scheduleCustomerMail(form, {
    customer: CUSTOMER,
    subject: first,
    message: 'Thư thử.',
    atMs: 3_600_000,
  });

  // Edited: another subject, a few seconds ahead; then paused before its time.
  const subject = `Đã sửa ${Date.now()}`;
  const row = page.getByTestId('schedule').filter({ hasText: first });
  await row.getByRole('button', { name: /^Sửa lịch/ }).click();
  const edit = row.getByRole('form', { name: 'Sửa lịch' });
  await expect(edit.getByLabel('Việc cần làm')).toBeDisabled();
  await edit.getByLabel('Tiêu đề thư').fill(subject);
  await edit.getByLabel('Lúc').fill(vietnamLocal(6_000));
  await edit.getByRole('button', { name: 'Lưu lịch' }).click();
  const edited = page.getByTestId('schedule').filter({ hasText: subject });
  await expect(edited.getByRole('form', { name: 'Sửa lịch' })).toHaveCount(0);
  await expect(edited.getByTestId('next-run')).not.toHaveText('—');
  await edited.getByRole('button', { name: /^Tạm dừng lịch/ }).click();
  await expect(edited.getByTestId('paused')).toHaveText('Đang tạm dừng');
  await expect(edited.getByTestId('next-run')).toHaveText('—');

  // Its time passes: no mail.
  await page.waitForTimeout(9_000);
  expect(await notifyMails(page.request, subject)).toHaveLength(0);
  await expect(edited.getByTestId('last-run')).toHaveText('—');

  // Resuming a once whose time has passed says so; a new time, then resumed, and it runs once.
  await edited.getByRole('button', { name: /^Tiếp tục lịch/ }).click();
  await expect(edited.getByRole('alert')).toContainText('Thời điểm chạy đã qua');
  await edited.getByRole('button', { name: /^Sửa lịch/ }).click();
  await edited.getByLabel('Lúc').fill(vietnamLocal(60_000));
  await edited.getByRole('button', { name: 'Lưu lịch' }).click();
  await expect(edited.getByTestId('paused')).toHaveText('Đang tạm dừng');
  await edited.getByRole('button', { name: /^Tiếp tục lịch/ }).click();
  await expect(edited.getByTestId('paused')).toHaveCount(0);
  await expect(edited.getByTestId('next-run')).not.toHaveText('—');
  expect(await notifyMails(page.request, subject)).toHaveLength(0);

  // The timeline: created, edited (subject), paused, resumed, by the owner.
  await edited.getByText('Các lần chạy và lịch sử thay đổi').click();
  const timeline = edited.getByTestId('item-timeline');
  await expect(timeline).toContainText('Đang tạm dừng');
  await expect(timeline).toContainText(subject);
  await expect(timeline).toContainText(first);
  await auditAccessibility(page);
});

test('staff reach the schedules screen; a form without a subject says so before sending', async ({
  page,
}) => {
  await signInToConsole(page, DEMO_STAFF);
  const form = await openSchedules(page);
  await form.getByLabel('Nội dung thư').fill('Không có tiêu đề');
  await form.getByRole('button', { name: 'Tạo lịch' }).click();
  await expect(form.getByText('Vui lòng nhập tiêu đề')).toBeVisible();
  await expect(form.getByLabel('Tiêu đề thư')).toHaveAttribute('aria-invalid', 'true');
});

test('@mobile the create form fits a 390 px phone and passes the audit', async ({ ownerPage: page }) => {
  const form = await openSchedules(page);
  await form.getByLabel('Chạy').selectOption('every');
  await form.getByLabel('Mỗi', { exact: true }).fill('0');
  await form.getByLabel('Tiêu đề thư').fill('Thử');
  await form.getByLabel('Nội dung thư').fill('Thử');
  await form.getByRole('button', { name: 'Tạo lịch' }).click();
  await expect(form.getByText('Chu kỳ lặp phải từ 1 đến 1000 phút, giờ hoặc ngày')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await auditAccessibility(page);
  await keepScreenshot(page, 'schedules', 390);
});
