import type {
  CompanyReply,
  FeeRow,
  FooterLinksReply,
  FooterListsReply,
  PaymentRow,
} from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_APP, listVersions } from '../db/documents.js';
import { vnpayConfig, vnpayGatewayState } from '../commerce/payments/vnpay.js';
import { BANK } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, startConsoleKit } from './console.test-kit.js';

const HCM = 'Thành phố Hồ Chí Minh';

describe.each(testBackends())('console settings (%s)', (backend) => {
  let kit: ConsoleKit;
  const owner = () => kit.callers.owner;
  const ok = async <T>(reply: Promise<{ status: number; body: T }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const fees = () => ok(kit.call<FeeRow[]>(owner(), 'GET', 'console/settings/fees'));

  beforeAll(async () => {
    // The shop's pages too: a renamed brand must reach the cached pages' titles.
    kit = await startConsoleKit(backend, {}, { serveWeb: true });
  }, 240_000);
  afterAll(() => kit?.shop.close());

  it('changes a province fee: the next order to that province pays it, the version names the owner', async () => {
    const row = (await fees()).find((fee) => fee.ten_quan_huyen === '' && fee.ten_tinh_thanh === HCM);
    if (!row) throw new Error('the seed has a fee for Hồ Chí Minh City');
    const saved = await ok(
      kit.call<{ item: FeeRow; message: string }>(owner(), 'PUT', `console/settings/fees/${row._id}`, {
        ten_tinh_thanh: 'tp hồ chí minh',
        ten_quan_huyen: '',
        tien_phi: '41.000',
      }),
    );
    expect(saved.item).toMatchObject({ ten_tinh_thanh: HCM, tien_phi: 41_000 });
    expect(saved.message).toBe('Đã lưu cài đặt');
    const order = await kit.place({ quan_huyen: '' });
    expect(order).toMatchObject({ tien_phi_vc: 41_000 });
    const versions = await listVersions(
      kit.shop.db,
      { idApp: kit.shop.env.ID_APP, collection: 'ecomtransportfees' },
      row._id,
    );
    expect(versions.at(-1)).toMatchObject({ changed_by: 'chuquan@example.com', data: { tien_phi: 41_000 } });
  });

  it('keeps legacy district rows editable and refuses a second row for one place or an unknown province', async () => {
    const district = (await fees()).find((fee) => fee.ten_quan_huyen === 'Quận 1');
    expect(district).toBeDefined();
    const again = await kit.call(owner(), 'POST', 'console/settings/fees', {
      ten_tinh_thanh: HCM,
      ten_quan_huyen: 'quận 01',
      tien_phi: 10_000,
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'SETTINGS_FEE_DUPLICATE' } });
    const unknown = await kit.call(owner(), 'POST', 'console/settings/fees', {
      ten_tinh_thanh: 'Hà Tây',
      tien_phi: 1,
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'SETTINGS_PROVINCE_UNKNOWN' } });
    const blank = await kit.call(owner(), 'POST', 'console/settings/fees', { tien_phi: -1 });
    expect(blank.status).toBe(400);
    const created = await ok(
      kit.call<{ item: FeeRow }>(owner(), 'POST', 'console/settings/fees', {
        ten_tinh_thanh: 'Gia Lai',
        tien_phi: 33_000,
      }),
    );
    const order = await kit.place({ quan_huyen: '', tinh_thanh: 'Gia Lai', xa_phuong: 'Phường Pleiku' });
    expect(order).toMatchObject({ tien_phi_vc: 33_000 });
    await ok(kit.call(owner(), 'DELETE', `console/settings/fees/${created.item._id}`));
    expect((await fees()).some((fee) => fee._id === created.item._id)).toBe(false);
  });

  it('creates carriers the checkout offers, and validates free-shipping rules', async () => {
    const carrier = await ok(
      kit.call<{ item: { _id: string; shared: boolean } }>(owner(), 'POST', 'console/settings/carriers', {
        ma_dv_vc: 'jt',
        ten_dv_vc: 'J&T Express',
        ten_goi_cuoc: 'Giao nhanh',
        so_ngay_giao: '2',
      }),
    );
    expect(carrier.item).toMatchObject({ ma_dv_vc: 'JT', shared: true, so_ngay_giao: 2 });
    const order = await kit.place({ don_vi_vc: 'JT', goi_cuoc_vc: 'Giao nhanh' });
    expect(order).toMatchObject({ don_vi_vc: 'JT', goi_cuoc_vc: 'Giao nhanh' });
    const backwards = await kit.call(owner(), 'POST', 'console/settings/freeships', {
      ten: 'Sai',
      gia_tri_dh: 1,
      phi_van_chuyen: 1,
      hieu_luc_tu: '2026-05-02',
      hieu_luc_den: '2026-05-01',
    });
    expect(backwards).toMatchObject({ status: 400, body: { error: 'SETTINGS_DATE_RANGE_INVALID' } });
  });

  it('edits payment methods: a bank account for VietQR, at least one method on', async () => {
    const methods = await ok(kit.call<PaymentRow[]>(owner(), 'GET', 'console/settings/payments'));
    const bank = methods.find((method) => method._id === BANK);
    if (!bank) throw new Error('the seed has a bank transfer');
    const form = {
      ten: bank.ten,
      ten_eng: bank.ten_eng,
      online: true,
      ngan_hang_bin: '970415',
      ten_ngan_hang: 'VietinBank',
      so_tai_khoan: '1122334455',
      chu_tai_khoan: 'CONG TY MOC LAM',
    };
    const missing = await kit.call(owner(), 'PUT', `console/settings/payments/${BANK}`, {
      ...form,
      so_tai_khoan: '',
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'SETTINGS_BANK_REQUIRED' } });
    await ok(kit.call(owner(), 'PUT', `console/settings/payments/${BANK}`, form));
    const placed = await kit.place({ pt_thanh_toan: BANK });
    expect(placed).toMatchObject({ vietqr: { account_number: '1122334455' } });
    const qr = await kit.call<string>(
      owner(),
      'GET',
      'console/settings/payment-qr?ngan_hang_bin=970415&so_tai_khoan=1122334455',
    );
    expect(qr.status).toBe(200);
    expect(qr.body).toContain('<svg');
    for (const method of methods.filter((item) => item._id !== BANK))
      await ok(
        kit.call(owner(), 'PUT', `console/settings/payments/${method._id}`, { ...method, online: false }),
      );
    const last = await kit.call(owner(), 'PUT', `console/settings/payments/${BANK}`, {
      ...form,
      online: false,
    });
    expect(last).toMatchObject({ status: 409, body: { error: 'SETTINGS_LAST_PAYMENT' } });
    for (const method of methods.filter((item) => item._id !== BANK))
      await ok(
        kit.call(owner(), 'PUT', `console/settings/payments/${method._id}`, { ...method, online: true }),
      );
  });

  it("stores the account holder's name as banks print it, folded by the server (issue 26 item 13)", async () => {
    const methods = await ok(kit.call<PaymentRow[]>(owner(), 'GET', 'console/settings/payments'));
    const bank = methods.find((method) => method._id === BANK);
    if (!bank) throw new Error('the seed has a bank transfer');
    const saved = await ok(
      kit.call<{ item: PaymentRow }>(owner(), 'PUT', `console/settings/payments/${BANK}`, {
        ...bank,
        ngan_hang_bin: '970436',
        ten_ngan_hang: 'Vietcombank',
        so_tai_khoan: '0071000123456',
        chu_tai_khoan: 'Công ty  Mộc Lam Đà Lạt',
      }),
    );
    expect(saved.item.chu_tai_khoan).toBe('CONG TY MOC LAM DA LAT');
  });

  it('tells the console whether VNPay can take payments, never its keys (issue 26 item 13)', async () => {
    const methods = await ok(kit.call<PaymentRow[]>(owner(), 'GET', 'console/settings/payments'));
    expect(methods.find((method) => method.loai === 'e-wallet')?.gateway).toBe('sandbox');
    expect(methods.filter((method) => method.loai !== 'e-wallet').every((m) => m.gateway === undefined)).toBe(
      true,
    );
    const production = { ...kit.shop.env, NODE_ENV: 'production' as const };
    expect(
      vnpayGatewayState({ ...production, VNPAY_TMN_CODE: undefined, VNPAY_HASH_SECRET: undefined }),
    ).toBe('missing');
    const keyed = { ...production, VNPAY_TMN_CODE: 'MOCLAM01', VNPAY_HASH_SECRET: 'secret-of-the-merchant' };
    expect(vnpayGatewayState(keyed)).toBe('keys');
    expect(JSON.stringify(methods)).not.toContain(vnpayConfig(kit.shop.env)?.hashSecret);
  });

  it('saves the company info into the two records the shop reads, with the owner as author', async () => {
    const before = await ok(kit.call<CompanyReply>(owner(), 'GET', 'console/settings/company'));
    const bad = await kit.call(owner(), 'PUT', 'console/settings/company', {
      ...before.company,
      phone: '12',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'SETTINGS_PHONE_INVALID' } });
    await ok(
      kit.call(owner(), 'PUT', 'console/settings/company', { ...before.company, phone: '0208 3999 777' }),
    );
    const contact = await kit.shop.app.inject({ url: `/api/app/${kit.shop.env.ID_APP}?contact=1` });
    expect(contact.json()).toMatchObject({ phone: '0208 3999 777', facebook: before.company.facebook });
    const info = await kit.shop.app.inject({ url: `/api/app/${kit.shop.env.ID_APP}` });
    expect(info.json()).toMatchObject({
      name: before.company.name,
      dang_ky_kinh_doanh: { so_dkkd: before.company.so_dkkd },
    });
    const versions = await listVersions(
      kit.shop.db,
      { idApp: GLOBAL_APP, collection: 'app' },
      before.contact_id,
    );
    expect(versions.at(-1)?.changed_by).toBe('chuquan@example.com');
  });

  it("renames the shop's brand: the cached pages' titles follow the setting, blank gives the default", async () => {
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const page = async (path: string, expected?: string) => {
      // The purge reaches the page cache through the change signals, a few milliseconds after the reply.
      let html = (await kit.shop.app.inject({ url: path })).body;
      for (let tries = 0; expected && tries < 50 && title(html) !== expected; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        html = (await kit.shop.app.inject({ url: path })).body;
      }
      return html;
    };
    const before = await ok(kit.call<CompanyReply>(owner(), 'GET', 'console/settings/company'));
    expect(before.company.brand_name).toBe('Mộc Lam');
    // Rendered (and cached) with the seeded brand.
    expect(title(await page('/lien-he'))).toBe('Liên hệ — Mộc Lam');
    expect(title(await page('/lien-he'))).toBe('Liên hệ — Mộc Lam');
    const long = await kit.call(owner(), 'PUT', 'console/settings/company', {
      ...before.company,
      brand_name: 'x'.repeat(61),
    });
    expect(long).toMatchObject({ status: 400, body: { error: 'SETTINGS_TEXT_TOO_LONG' } });
    const saved = await ok(
      kit.call<CompanyReply>(owner(), 'PUT', 'console/settings/company', {
        ...before.company,
        brand_name: ' Lam Trà ',
      }),
    );
    expect(saved.company).toMatchObject({ brand_name: 'Lam Trà', name: before.company.name });
    const renamed = await page('/lien-he', 'Liên hệ — Lam Trà');
    expect(title(renamed)).toBe('Liên hệ — Lam Trà');
    expect(renamed).toContain('"og:site_name" content="Lam Trà"');
    expect(title(await page('/gioi-thieu?lang=en', 'About us — Lam Trà'))).toBe('About us — Lam Trà');
    await ok(kit.call(owner(), 'PUT', 'console/settings/company', { ...before.company, brand_name: '' }));
    expect(title(await page('/lien-he', 'Liên hệ — Mộc Lam'))).toBe('Liên hệ — Mộc Lam');
    await ok(kit.call(owner(), 'PUT', 'console/settings/company', before.company));
  });

  it("sets the shop's logo picture: the shop's header and Organization logo show it, blank gives the default (issue 26 item 13)", async () => {
    const idApp = kit.shop.env.ID_APP;
    const logo = `/api/${idApp}/file?q=0123456789abcdef01234567`;
    const home = async (expected: boolean) => {
      // The purge reaches the page cache through the change signals, a few milliseconds after the reply.
      let html = (await kit.shop.app.inject({ url: '/' })).body;
      for (let tries = 0; tries < 50 && html.includes(`src="${logo}"`) !== expected; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        html = (await kit.shop.app.inject({ url: '/' })).body;
      }
      return html;
    };
    const before = await ok(kit.call<CompanyReply>(owner(), 'GET', 'console/settings/company'));
    expect(before.company.logo).toBe('');
    expect(await home(false)).toContain('/logo.png');
    for (const bad of [
      'javascript:alert(1)',
      'https://elsewhere.example/logo.png',
      '/api/x/file?q=../../etc',
    ])
      expect(
        await kit.call(owner(), 'PUT', 'console/settings/company', { ...before.company, logo: bad }),
      ).toMatchObject({
        status: 400,
        body: { error: 'SETTINGS_LOGO_INVALID' },
      });
    const saved = await ok(
      kit.call<CompanyReply>(owner(), 'PUT', 'console/settings/company', { ...before.company, logo }),
    );
    expect(saved.company.logo).toBe(logo);
    // The public company record (what the shop's frame and the console's sign-in card read).
    const info = await kit.shop.app.inject({ url: `/api/app/${idApp}` });
    expect(info.json()).toMatchObject({ logo, brand_name: before.company.brand_name });
    const shown = await home(true);
    expect(shown).toContain(`src="${logo}"`);
    expect(shown).toMatch(/"logo":"[^"]*\/api\/[^"]*file\?q=0123456789abcdef01234567"/);
    await ok(kit.call(owner(), 'PUT', 'console/settings/company', before.company));
    expect(await home(false)).not.toContain(`src="${logo}"`);
  });

  it('orders a footer list in both languages; a stale list is refused', async () => {
    const lists = await ok(kit.call<FooterListsReply>(owner(), 'GET', 'console/settings/footer'));
    expect(lists.guide.length).toBeGreaterThanOrEqual(2);
    const reversed = lists.guide.map((entry) => entry.nhom).reverse();
    const saved = await ok(
      kit.call<{ lists: FooterListsReply }>(owner(), 'PUT', 'console/settings/footer', {
        kind: 'guide',
        groups: reversed,
      }),
    );
    expect(saved.lists.guide.map((entry) => entry.nhom)).toEqual(reversed);
    const first = saved.lists.guide[0];
    for (const language of ['vi', 'en'] as const) {
      const query = new URLSearchParams({
        q: JSON.stringify({ ten_loai: 'Hướng dẫn', ngon_ngu: language }),
        sort: JSON.stringify({ sst: 1 }),
        limit: '5',
      });
      const shown = await kit.call<{ _id: string }[]>(kit.callers.guest, 'GET', `ecompages?${query}`);
      expect(shown.body[0]?._id).toBe(first?.[language]?._id);
    }
    const firstId = first?.vi?._id ?? '';
    const scope = { idApp: kit.shop.env.ID_APP, collection: 'ecompages' };
    const versions = (await listVersions(kit.shop.db, scope, firstId)).length;
    await ok(kit.call(owner(), 'PUT', 'console/settings/footer', { kind: 'guide', groups: reversed }));
    expect((await listVersions(kit.shop.db, scope, firstId)).length).toBe(versions);
    const stale = await kit.call(owner(), 'PUT', 'console/settings/footer', {
      kind: 'guide',
      groups: reversed.slice(1),
    });
    expect(stale).toMatchObject({ status: 409, body: { error: 'SETTINGS_FOOTER_INVALID' } });
    // A body the schema refuses without a code of its own is bad data, not a bad filter.
    const empty = await kit.call(owner(), 'PUT', 'console/settings/footer', { kind: 'guide', groups: [''] });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'CONSOLE_INPUT_INVALID', message: 'Dữ liệu gửi lên không hợp lệ: groups.0' },
    });
  });

  it("sets a footer list's own links: the shop's company record carries them, the timeline names the owner", async () => {
    const before = await ok(kit.call<FooterLinksReply>(owner(), 'GET', 'console/settings/footer/links'));
    // Until the owner saves a list, its links are the first pages of the kind, in both languages.
    expect(before.custom).toEqual({ policy: false, guide: false });
    expect(before.links.guide[0]?.href).toBe(`/huong-dan/${before.pages.guide[0]?.vi?.slug}`);
    expect(before.links.guide[0]?.href_en).toBe(`/huong-dan/${before.pages.guide[0]?.en?.slug}`);
    const links = [
      {
        label: 'Bản đồ cửa hàng',
        label_en: 'Store map',
        href: 'https://maps.example.com/cua-hang',
        href_en: '',
      },
      ...before.links.guide.slice(1),
    ];
    const saved = await ok(
      kit.call<FooterLinksReply & { message: string }>(owner(), 'PUT', 'console/settings/footer/links', {
        kind: 'guide',
        links,
      }),
    );
    expect(saved.custom).toEqual({ policy: false, guide: true });
    expect(saved.links.guide).toEqual(links);
    expect(saved.links.policy).toEqual(before.links.policy);
    const record = await kit.shop.app.inject({ method: 'GET', url: `/api/app/${kit.shop.env.ID_APP}` });
    expect(record.json().footer_lists.guide).toEqual(links);
    // The company form keeps the lists when it saves the same record.
    const company = await ok(kit.call<CompanyReply>(owner(), 'GET', 'console/settings/company'));
    await ok(kit.call(owner(), 'PUT', 'console/settings/company', company.company));
    const again = await ok(kit.call<FooterLinksReply>(owner(), 'GET', 'console/settings/footer/links'));
    expect(again.links.guide).toEqual(links);
    const history = await ok(
      kit.call<{ entries: { by: string; changes: { field: string }[] }[] }>(
        owner(),
        'GET',
        `console/history/app/${kit.shop.env.ID_APP}`,
      ),
    );
    const change = history.entries.find((entry) =>
      entry.changes.some((item) => item.field === 'footer_lists'),
    );
    expect(change?.by).toBe('chuquan@example.com');
  });

  it('refuses unsafe or nameless footer links and keeps the list as it was', async () => {
    const before = await ok(kit.call<FooterLinksReply>(owner(), 'GET', 'console/settings/footer/links'));
    const link = { label: 'Liên kết', label_en: '', href: '/lien-he', href_en: '' };
    for (const [bad, error] of [
      [{ ...link, href: 'javascript:alert(1)' }, 'SETTINGS_FOOTER_LINK_INVALID'],
      [{ ...link, href: '//evil.example.com' }, 'SETTINGS_FOOTER_LINK_INVALID'],
      [{ ...link, href_en: 'data:text/html,x' }, 'SETTINGS_FOOTER_LINK_INVALID'],
      [{ ...link, href: 'https://user@evil.example.com' }, 'SETTINGS_FOOTER_LINK_INVALID'],
      [{ ...link, label: '  ' }, 'SETTINGS_FOOTER_LABEL_REQUIRED'],
    ] as const) {
      const refused = await kit.call(owner(), 'PUT', 'console/settings/footer/links', {
        kind: 'policy',
        links: [link, bad],
      });
      expect(refused, JSON.stringify(bad)).toMatchObject({ status: 400, body: { error: error } });
    }
    const tooMany = await kit.call(owner(), 'PUT', 'console/settings/footer/links', {
      kind: 'policy',
      links: Array.from({ length: 13 }, () => link),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { error: 'SETTINGS_FOOTER_TOO_MANY' } });
    const after = await ok(kit.call<FooterLinksReply>(owner(), 'GET', 'console/settings/footer/links'));
    expect(after.links).toEqual(before.links);
    const staff = await kit.call(kit.callers.staff, 'PUT', 'console/settings/footer/links', {
      kind: 'policy',
      links: [link],
    });
    expect(staff).toMatchObject({ status: 403, body: { error: 'CONSOLE_FORBIDDEN' } });
  });

  it('answers staff with 403 on every settings call', async () => {
    const refused = await kit.call(kit.callers.staff, 'GET', 'console/settings/fees');
    expect(refused).toMatchObject({ status: 403, body: { error: 'CONSOLE_FORBIDDEN' } });
  });
});
