import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/ui/app-link';
import { useShopName } from '@/lib/site';
import { FadeInSection } from '@/ui/fade-in-section';
import { CheckBadgeIcon } from '@/ui/icons';
import { CompanyContactList, useCompanyDetails } from '@/ui/company-details';
import { FooterLinks } from './footer-links';
import { LeafMark } from './site-header';

type SiteFooterProps = {
  /** The contact form (SPEC §2 Footer); left out on /lien-he, which shows its own. */
  contactForm?: ReactNode;
  subscribeForm: ReactNode;
};

/**
 * The footer of every page: a contact band, then the company, policy and guide links, the
 * newsletter and the government registration badge. The forms come from their features through
 * the root route, so this layout does not depend on them.
 */
export function SiteFooter({ contactForm, subscribeForm }: SiteFooterProps) {
  const { company } = useCompanyDetails();
  const shopName = useShopName();
  const companyName = company?.name || shopName;
  const registration = company?.registration;

  // Below the fold on every page: laid out and painted only when it comes near the screen.
  return (
    <footer className="mt-12 [content-visibility:auto] [contain-intrinsic-size:auto_900px] lg:mt-16">
      {contactForm ? (
        <FadeInSection aria-labelledby="footer-contact" className="border-leaf-100 border-t bg-leaf-50">
          <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-12 lg:py-14">
            <div>
              <h2 id="footer-contact" className="font-bold text-2xl text-coffee-900">
                <Trans>Liên hệ với chúng tôi</Trans>
              </h2>
              <p className="mt-2 max-w-md text-coffee-700">
                <Trans>
                  Cần tư vấn chọn trà, cà phê hay đặt hàng số lượng lớn? Để lại lời nhắn, chúng tôi sẽ gọi lại
                  trong giờ làm việc.
                </Trans>
              </p>
            </div>
            <div>{contactForm}</div>
          </div>
        </FadeInSection>
      ) : null}
      <div className="bg-leaf-900 text-leaf-50">
        <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 xl:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
          <div>
            {/* The company column's heading (a styled <p> would look like one without being it). */}
            <h2 className="flex items-center gap-2 font-bold text-white text-xl">
              <LeafMark className="size-8" />
              {shopName}
            </h2>
            <p className="mt-3 font-semibold text-leaf-50 text-sm">{companyName}</p>
            {company ? (
              <div className="mt-4">
                <CompanyContactList company={company} />
              </div>
            ) : null}
          </div>
          <FooterLinks
            kind="policy"
            headingId="footer-policies"
            title={<Trans>Chính sách khách hàng</Trans>}
          />
          <div>
            <FooterLinks kind="guide" headingId="footer-guides" title={<Trans>Hướng dẫn</Trans>} />
            {/* A guest's orders have no account page: the lookup is always one click away. */}
            <AppLink
              href="/tra-cuu-don-hang"
              className="mt-1 inline-flex min-h-9 items-center py-1 font-semibold text-leaf-50 text-sm transition hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              <Trans>Tra cứu đơn hàng</Trans>
            </AppLink>
          </div>
          <div>
            <h2 className="font-semibold text-base text-white">
              <Trans>Nhận tin khuyến mãi</Trans>
            </h2>
            <p className="mt-2 text-leaf-100 text-sm">
              <Trans>Mùa trà mới, ưu đãi và công thức pha chế — mỗi tháng một lần.</Trans>
            </p>
            <div className="mt-4">{subscribeForm}</div>
            {registration?.badgeUrl ? (
              <a
                href={registration.badgeUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-6 inline-flex items-center gap-2 rounded-lg border border-leaf-700 bg-leaf-800 px-3 py-2 text-leaf-50 text-sm transition hover:bg-leaf-700 focus-visible:outline-2 focus-visible:outline-white"
              >
                <CheckBadgeIcon className="size-6 text-leaf-300" />
                <Trans>Đã thông báo Bộ Công Thương</Trans>
              </a>
            ) : null}
          </div>
        </div>
        <div className="border-leaf-800 border-t">
          <div className="mx-auto w-full max-w-7xl space-y-1 px-4 py-5 text-leaf-200 text-xs sm:px-6">
            {registration?.text ? <p>{registration.text}</p> : null}
            <p>
              © {new Date().getFullYear()} {companyName}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
