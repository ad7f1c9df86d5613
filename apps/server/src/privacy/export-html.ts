import type { AccountExport, GuestDataExport } from '@shop/domain/privacy';
import escapeHtml from 'escape-html';

const TITLES = {
  profile: 'Thông tin tài khoản / Profile',
  addresses: 'Sổ địa chỉ / Address book',
  orders: 'Đơn hàng / Orders',
  cart: 'Giỏ hàng / Cart',
  wishlist: 'Sản phẩm yêu thích / Wishlist',
  consents: 'Các đồng ý / Consents',
  subscriptions: 'Đăng ký nhận tin / Newsletter',
} as const;

function valueHtml(value: unknown): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (typeof value === 'object') return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  return escapeHtml(String(value));
}

function recordHtml(record: Record<string, unknown>): string {
  const rows = Object.entries(record)
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${valueHtml(value)}</td></tr>`)
    .join('');
  return `<table>${rows}</table>`;
}

function sectionHtml(title: string, records: readonly Record<string, unknown>[]): string {
  const body =
    records.length === 0 ? '<p class="none">Không có / None</p>' : records.map(recordHtml).join('\n');
  return `<section><h2>${escapeHtml(title)} (${records.length})</h2>\n${body}</section>`;
}

/** The export as one readable HTML file (both languages' headings), every value escaped. */
export function renderExportHtml(data: AccountExport): string {
  return page(data, [
    sectionHtml(TITLES.profile, [data.profile]),
    sectionHtml(TITLES.addresses, data.addresses),
    sectionHtml(TITLES.orders, data.orders),
    sectionHtml(TITLES.cart, data.cart),
    sectionHtml(TITLES.wishlist, data.wishlist),
    ...recordSections(data),
  ]);
}

/** A guest's export (by e-mail with a code) as the same readable file. */
export function renderGuestExportHtml(data: GuestDataExport): string {
  return page(data, [
    sectionHtml('E-mail', [{ email: data.email }]),
    sectionHtml(TITLES.orders, data.orders),
    ...recordSections(data),
  ]);
}

function recordSections(data: Pick<AccountExport, 'consents' | 'subscriptions'>): string[] {
  return [
    sectionHtml(
      TITLES.consents,
      data.consents.map((consent) => ({ ...consent })),
    ),
    sectionHtml(
      TITLES.subscriptions,
      data.subscriptions.map((subscription) => ({ ...subscription })),
    ),
  ];
}

function page(data: { exported_at: string; notice_version: string }, sections: string[]): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>Dữ liệu cá nhân / Personal data</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#3b2a20}table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}th{width:14rem;background:#f6f2ee}pre{margin:0;white-space:pre-wrap}.none{color:#888}</style>
</head><body><h1>Dữ liệu cá nhân của bạn / Your personal data</h1>
<p>Xuất lúc / Exported at ${escapeHtml(data.exported_at)} — chính sách bảo mật / privacy notice ${escapeHtml(data.notice_version)}</p>
${sections.join('\n')}
</body></html>`;
}
