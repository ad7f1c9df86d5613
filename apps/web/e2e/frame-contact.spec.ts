import { expect, type Locator, type Page, test } from '@shop/e2e/journey';
import { elementHydrated, hydrated } from './support/hydration';

async function fillContact(form: Locator) {
  await form.getByLabel('Họ và tên').fill('Nguyễn Thị An');
  await form.getByLabel('Email').fill('an.nguyen@example.vn');
  await form.getByLabel('Số điện thoại').fill('0912 345 678');
  await form.getByLabel('Địa chỉ').fill('12 Lê Lợi, Huế');
  await form.getByLabel('Nội dung').fill('Tôi muốn đặt 20 hộp trà Tân Cương làm quà.');
}

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Gửi thông tin liên hệ' });
}

test('/lien-he shows the company and every message of the contact form', async ({ page }) => {
  await page.goto('/lien-he');
  await expect(page).toHaveTitle(/^Liên hệ — /);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Công ty Cổ phần Nông sản Thực phẩm Mộc Lam' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: '0208 3856 168' })).toBeVisible();
  // The footer leaves its own contact form out on this page.
  await expect(contactForm(page)).toHaveCount(1);

  const form = contactForm(page);
  await form.getByRole('button', { name: 'Gửi thông tin' }).click();
  await expect(form.getByText('Vui lòng nhập họ tên của quý khách')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập email để cửa hàng liên hệ với quý khách')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập nội dung')).toBeVisible();
  await form.getByLabel('Email').fill('an@');
  await expect(form.getByText('Email không hợp lệ')).toBeVisible();

  // The default config has no reCAPTCHA site key: nothing is asked of Google (SPEC §7).
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (/(^|\.)(google\.com|gstatic\.com)$/.test(new URL(request.url()).hostname)) {
      googleRequests.push(request.url());
    }
  });
  await fillContact(form);
  await form.getByRole('button', { name: 'Gửi thông tin' }).click();
  await expect(page.getByText('Gửi thông tin thành công')).toBeVisible();
  expect(googleRequests).toEqual([]);
  await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
  await expect(form.getByLabel('Họ và tên')).toHaveValue('');
  await expect(form.getByLabel('Nội dung')).toHaveValue('');

  // A server that fails: the failure message, and the form empties all the same.
  await page.route('**/ecomcontactus**', (route) =>
    route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'Lỗi máy chủ, vui lòng thử lại sau' } }),
  );
  await fillContact(form);
  await form.getByRole('button', { name: 'Gửi thông tin' }).click();
  await expect(page.getByText('Gửi thông tin không thành công')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');
});

test('the footer holds the contact form, policy and guide links, company and newsletter', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const policies = footer.getByRole('navigation', { name: 'Chính sách khách hàng' }).getByRole('link');
  const guides = footer.getByRole('navigation', { name: 'Hướng dẫn' }).getByRole('link');
  await expect(policies.first()).toHaveAttribute('href', /^\/chinh-sach\//);
  await expect(guides.first()).toHaveAttribute('href', /^\/huong-dan\//);
  expect(await policies.count()).toBeLessThanOrEqual(5);
  expect(await guides.count()).toBeLessThanOrEqual(5);
  await expect(footer.getByText('cskh@moclam-agrifood.vn').first()).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
  await expect(footer.getByRole('link', { name: 'Đã thông báo Bộ Công Thương' })).toHaveAttribute(
    'href',
    'http://online.gov.vn/',
  );

  const form = contactForm(page);
  await elementHydrated(form.getByLabel('Họ và tên'));
  await fillContact(form);
  await form.getByRole('button', { name: 'Gửi thông tin' }).click();
  await expect(page.getByText('Gửi thông tin thành công')).toBeVisible();

  const subscribe = page.getByRole('form', { name: 'Đăng ký nhận tin' });
  await elementHydrated(subscribe.getByLabel('Email nhận tin'));
  await subscribe.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(subscribe.getByText('Vui lòng nhập email')).toBeVisible();
  await subscribe.getByLabel('Email nhận tin').fill(`khach.${Date.now()}@example.vn`);
  await subscribe.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByText('Đăng ký nhận tin tức thành công')).toBeVisible();

  await page.route('**/ecomsubscribe**', (route) =>
    route.fulfill({ status: 500, json: { error: 'INTERNAL' } }),
  );
  await subscribe.getByLabel('Email nhận tin').fill('lan@example.vn');
  await subscribe.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByText('Đăng ký nhận tin tức không thành công')).toBeVisible();
});

test('the footer and the contact page speak English after switching', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/lien-he');
  await expect(
    page.getByRole('heading', { name: 'Moc Lam Agrifood Joint Stock Company' }).first(),
  ).toBeVisible();
  const form = contactForm(page).or(page.getByRole('form', { name: 'Send contact details' }));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Guides' }).getByRole('link').first()).toBeVisible();
});
