import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MARKET_INTROS } from '@/features/catalog/lib/category-intro';
import { categoryIntro } from '@/features/catalog/lib/category-page';
import { ContactPage } from '@/features/contact/components/contact-page';
import { HomeHero } from '@/features/home/components/home-hero';
import { SiteHeader } from '@/features/layout/components/site-header';
import { i18n } from '@/lib/i18n';
import type { ShopCategory } from '@/lib/product-categories';
import { renderWithRouter } from '@/test/render-with-router';
import { companyQueries } from './company';
import { usePageMeta } from './head';
import { pageHead, rootHead } from './seo/site-heads';
import { seoPage } from './seo/seo-page';

const origin = 'https://shop.example';

function Page() {
  usePageMeta('Trà xanh');
  return null;
}

const titleOf = (head: ReturnType<typeof pageHead>) =>
  head.meta.find((meta): meta is { title: string } => 'title' in meta)?.title;

describe("the shop's brand name follows the company setting (brand_name)", () => {
  it('puts it after the page title and in the header, and follows a change of the setting', async () => {
    const { queryClient } = await renderWithRouter(
      <>
        <SiteHeader />
        <Page />
      </>,
    );
    // The record not read yet: the default brand.
    expect(document.title).toBe('Trà xanh — Mộc Lam');
    act(() => {
      queryClient.setQueryData(companyQueries.info().queryKey, {
        name: 'Công ty TNHH Lam Trà',
        brand_name: 'Lam Trà',
      });
    });
    await waitFor(() => expect(document.title).toBe('Trà xanh — Lam Trà'));
    expect(screen.getByRole('link', { name: 'Lam Trà — Trang chủ' }).textContent).toContain('Lam Trà');
    // The owner changes the setting: the next read of the record shows the new name.
    act(() => {
      queryClient.setQueryData(companyQueries.info().queryKey, { brand_name: 'Đồi Chè Xanh' });
    });
    await waitFor(() => expect(document.title).toBe('Trà xanh — Đồi Chè Xanh'));
    expect(screen.getByRole('link', { name: 'Đồi Chè Xanh — Trang chủ' }).textContent).toContain(
      'Đồi Chè Xanh',
    );
    expect(screen.queryByText('Mộc Lam')).toBeNull();
    // A blank setting gives the default back.
    act(() => {
      queryClient.setQueryData(companyQueries.info().queryKey, { brand_name: '  ' });
    });
    await waitFor(() => expect(document.title).toBe('Trà xanh — Mộc Lam'));
  });

  it("builds a server-rendered page's title and site name from the record the frame's loader fetched", async () => {
    const { queryClient } = await renderWithRouter(<></>);
    queryClient.setQueryData(companyQueries.info().queryKey, { brand_name: 'Lam Trà' });
    const page = seoPage({ pathname: '/lien-he', search: {}, context: { queryClient } }, 'vi', origin);
    expect(titleOf(pageHead(page, { title: 'Liên hệ' }))).toBe('Liên hệ — Lam Trà');
    const before = seoPage({ pathname: '/lien-he', search: {} }, 'vi', origin);
    expect(titleOf(pageHead(before, { title: 'Liên hệ' }))).toBe('Liên hệ — Mộc Lam');
  });

  it('names the setting, not a fixed name, in the prose the shop builds (issue 26 item 13)', async () => {
    const { queryClient } = await renderWithRouter(
      <>
        <HomeHero />
        <ContactPage />
      </>,
    );
    act(() => {
      queryClient.setQueryData(companyQueries.info().queryKey, {
        name: 'Công ty TNHH Lam Trà',
        brand_name: 'Lam Trà',
      });
    });
    expect(await screen.findByRole('link', { name: 'Câu chuyện Lam Trà' })).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
        /^Liên hệ Lam Trà: /,
      ),
    );
    const category = { code: 'TRA', slug: 'tra', name: 'Trà', description: '' } as ShopCategory;
    expect(categoryIntro(category, 'Lam Trà')).toBe(
      'Sản phẩm Trà của Lam Trà, chọn từ những vùng trồng Việt Nam và giao tận nhà.',
    );
    expect(i18n._({ ...MARKET_INTROS['noi-dia'], values: { shopName: 'Lam Trà' } })).toMatch(
      /^Những sản phẩm Lam Trà /,
    );
    expect(document.body.textContent).not.toContain('Mộc Lam');
  });

  it("shows the owner's logo picture in the header and as the Organization's logo; blank: the default (issue 26 item 13)", async () => {
    const logo = '/api/app1/file?q=0123456789abcdef01234567';
    const { queryClient } = await renderWithRouter(<SiteHeader />);
    expect(screen.queryByTestId('shop-logo')).toBeNull();
    act(() => {
      queryClient.setQueryData(companyQueries.info().queryKey, { brand_name: 'Lam Trà', logo });
    });
    await waitFor(() => expect(screen.getByTestId('shop-logo').getAttribute('src')).toBe(logo));
    const page = seoPage({ pathname: '/', search: {}, context: { queryClient } }, 'vi', origin);
    expect(JSON.stringify(rootHead(page, undefined))).toContain(`${origin}${logo}`);
    // Anything but an uploaded or shop picture is not shown.
    act(() => {
      queryClient.setQueryData(companyQueries.info().queryKey, { logo: 'javascript:alert(1)' });
    });
    await waitFor(() => expect(screen.queryByTestId('shop-logo')).toBeNull());
    const blank = seoPage({ pathname: '/', search: {}, context: { queryClient } }, 'vi', origin);
    expect(JSON.stringify(rootHead(blank, undefined))).toContain(`${origin}/logo.png`);
  });
});
