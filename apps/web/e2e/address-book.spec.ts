import { expect, type Locator, type Page, test } from '@shop/e2e/journey';
import {
  addToCartThroughApi,
  apiParams,
  dismissToasts,
  expectNoSeriousViolations,
  fillReceiver,
  HCM,
  shoot,
} from '@shop/e2e/checkout';
import { signInNewShopper } from '@shop/e2e/session';

type StoredAddress = { ten_nguoi_nhan: string; ngam_dinh: boolean };

async function storedBook(page: Page, token: string): Promise<Record<string, boolean>> {
  const { config, params } = await apiParams(page.request, token);
  const response = await page.request.get(`/api/${config.id_app}/ecomuser_address`, {
    params: { ...params, limit: 10, page: 1 },
  });
  const rows: StoredAddress[] = await response.json();
  return Object.fromEntries(rows.map((row) => [row.ten_nguoi_nhan, row.ngam_dinh]));
}

function card(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Địa chỉ đã lưu' }).getByRole('listitem').filter({ hasText: name });
}

async function addAddress(page: Page, name: string, isDefault: boolean) {
  await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
  const form = page.getByRole('form', { name: 'Thêm địa chỉ mới' });
  await fillReceiver(form, { name, phone: '0912000111', line: `${name} số 1`, province: HCM });
  if (isDefault) await form.getByLabel('Đặt làm địa chỉ mặc định').check();
  await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(form).toHaveCount(0);
  await expect(card(page, name)).toBeVisible();
  await dismissToasts(page);
}

async function saveThroughApi(page: Page, token: string, name: string, isDefault: boolean) {
  const { config, params } = await apiParams(page.request, token);
  const response = await page.request.post(`/api/${config.id_app}/ecomuser_address`, {
    params,
    data: {
      ten_nguoi_nhan: name,
      sdt_nguoi_nhan: '0912000111',
      dia_chi: `${name} số 1`,
      tinh_thanh: HCM,
      xa_phuong: 'Phường Sài Gòn',
      ngam_dinh: isDefault,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('address book: the form rules, and adding follows the default rules of SPEC §4', async ({
  page,
  request,
}, info) => {
  const user = await signInNewShopper(page, request, 'Anh Bình');
  await page.goto('/user-profile/address-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Sổ địa chỉ' })).toBeVisible();
  await expect(page.getByText('Bạn chưa có địa chỉ nào.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
  const form = page.getByRole('form', { name: 'Thêm địa chỉ mới' });
  await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(form.getByText('Vui lòng nhập đầy đủ họ và tên')).toBeVisible();
  await expect(form.getByText('Số điện thoại không hợp lệ')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập đầy đủ thông tin').first()).toBeVisible();
  await form.getByRole('button', { name: 'Huỷ' }).click();

  // None default: the first saved becomes the default, though not asked for.
  await addAddress(page, 'Nhà An', false);
  await expect(card(page, 'Nhà An').getByText('Mặc định', { exact: true })).toBeVisible();
  // Saving a default unsets the others.
  await addAddress(page, 'Nhà Bình', true);
  await expect(card(page, 'Nhà Bình').getByText('Mặc định', { exact: true })).toBeVisible();
  await expect(card(page, 'Nhà An').getByText('Mặc định', { exact: true })).toHaveCount(0);
  expect(await storedBook(page, user.token)).toEqual({ 'Nhà An': false, 'Nhà Bình': true });
  await expectNoSeriousViolations(page);
  await shoot(page, 'address-book', info.project.name);
});

test('address book: edit, make default, delete; checkout preselects the default', async ({
  page,
  request,
}) => {
  const user = await signInNewShopper(page, request, 'Chị Dung');
  await page.goto('/');
  for (const [name, isDefault] of [
    ['Nhà An', false],
    ['Nhà Bình', true],
    ['Nhà Chi', false],
  ] as const)
    await saveThroughApi(page, user.token, name, isDefault);
  await page.goto('/user-profile/address-book');

  await card(page, 'Nhà Chi').getByRole('button', { name: 'Sửa địa chỉ của Nhà Chi' }).click();
  const editor = page.getByRole('form', { name: 'Sửa địa chỉ' });
  await expect(editor.getByLabel(/^Phường\/Xã/)).toHaveValue('Phường Sài Gòn');
  await editor.getByLabel(/^Họ tên người nhận/).fill('Nhà Chi Mới');
  await editor.getByLabel('Đặt làm địa chỉ mặc định').check();
  await editor.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(card(page, 'Nhà Chi Mới').getByText('Mặc định', { exact: true })).toBeVisible();
  await expect(card(page, 'Nhà Bình').getByText('Mặc định', { exact: true })).toHaveCount(0);

  await card(page, 'Nhà An').getByRole('button', { name: 'Đặt làm mặc định' }).click();
  await expect(card(page, 'Nhà An').getByText('Mặc định', { exact: true })).toBeVisible();
  await expect(card(page, 'Nhà Chi Mới').getByText('Mặc định', { exact: true })).toHaveCount(0);

  // Deleting the default passes it to the oldest remaining address.
  await card(page, 'Nhà An').getByRole('button', { name: 'Xoá địa chỉ của Nhà An' }).click();
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đã xoá địa chỉ')).toBeVisible();
  await expect(card(page, 'Nhà An')).toHaveCount(0);
  await expect(card(page, 'Nhà Bình').getByText('Mặc định', { exact: true })).toBeVisible();
  expect(await storedBook(page, user.token)).toEqual({ 'Nhà Bình': true, 'Nhà Chi Mới': false });

  await addToCartThroughApi(page, 'TRA-005', 1, user.token);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Nhà Bình/ })).toBeChecked();
});
