import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyDetails } from '@/lib/company';
import { QueryErrorState } from '@/ui/error-state';

/** The company's name, address and contacts from the app record. */
export function CompanyCard({ query }: { query: UseQueryResult<CompanyDetails> }) {
  if (query.isPending) {
    return <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-cream-100" />;
  }
  if (query.isError) {
    return (
      <QueryErrorState
        title={<Trans>Không tải được thông tin công ty</Trans>}
        description={<Trans>Vui lòng thử lại, hoặc xem địa chỉ và số điện thoại ở cuối trang.</Trans>}
        query={query}
      />
    );
  }
  const company = query.data;
  const rows = [
    { key: 'address', term: <Trans>Địa chỉ</Trans>, value: company.address },
    {
      key: 'phone',
      term: <Trans>Điện thoại</Trans>,
      value: company.phone,
      href: company.phone ? `tel:${company.phone.replace(/\s+/g, '')}` : undefined,
    },
    {
      key: 'email',
      term: <Trans>Email</Trans>,
      value: company.email,
      href: company.email ? `mailto:${company.email}` : undefined,
    },
    { key: 'registration', term: <Trans>Đăng ký kinh doanh</Trans>, value: company.registration?.text },
  ].filter((row) => row.value);
  return (
    <section
      aria-labelledby="company-heading"
      className="rounded-2xl border border-leaf-100 bg-white p-5 sm:p-6"
    >
      <h2 id="company-heading" className="font-bold text-coffee-900 text-xl">
        {company.name}
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.key} className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-semibold text-leaf-800 text-sm">{row.term}</dt>
            <dd className="text-coffee-800">
              {row.href ? (
                <a href={row.href} className="text-leaf-700 underline underline-offset-2">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
