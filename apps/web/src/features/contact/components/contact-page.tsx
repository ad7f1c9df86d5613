import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '@/lib/head';
import { useShopName } from '@/lib/site';
import { CompanyContactList, useCompanyDetails } from '@/ui/company-details';
import { ContactForm } from './contact-form';
import { PageIntro } from '@/ui/page-intro';
import { Panel } from '@/ui/panel';

/** /lien-he: the company's contact details beside the contact form. */
export function ContactPage() {
  const { t } = useLingui();
  const shopName = useShopName();
  const { company, isPending } = useCompanyDetails();
  usePageMeta(
    t`Liên hệ`,
    t`Liên hệ ${shopName}: địa chỉ, email, số điện thoại và biểu mẫu gửi câu hỏi về trà, cà phê và nông sản.`,
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-14">
      <PageIntro title={<Trans>Liên hệ</Trans>} className="max-w-2xl">
        <Trans>
          Hỏi về sản phẩm, đơn hàng hay hợp tác phân phối — hãy gửi lời nhắn, chúng tôi trả lời trong một ngày
          làm việc.
        </Trans>
      </PageIntro>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-12">
        <Panel
          title={company?.name || <Trans>Thông tin công ty</Trans>}
          className="self-start border-leaf-100 p-6"
        >
          <div className="mt-4">
            {company ? (
              <CompanyContactList company={company} tone="light" />
            ) : isPending ? (
              <div aria-hidden="true" className="space-y-3">
                <div className="h-4 w-4/5 animate-pulse rounded bg-coffee-100" />
                <div className="h-4 w-3/5 animate-pulse rounded bg-coffee-100" />
                <div className="h-4 w-2/5 animate-pulse rounded bg-coffee-100" />
              </div>
            ) : (
              <p className="text-coffee-700">
                <Trans>Chưa tải được thông tin công ty. Bạn vẫn có thể gửi lời nhắn bên cạnh.</Trans>
              </p>
            )}
          </div>
        </Panel>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="font-bold text-coffee-900 text-lg">
            <Trans>Gửi lời nhắn cho chúng tôi</Trans>
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
