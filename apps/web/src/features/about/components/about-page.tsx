import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePurchaseHref } from '@/lib/afflink';
import { companyQueries, toCompanyDetails } from '@/lib/company';
import { usePageMeta } from '@/lib/head';
import { useShopName } from '@/lib/site';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import { CompanyCard } from './company-card';

/** /gioi-thieu: who the company is, what it stands for, and how to reach it (from the app record). */
export function AboutPage() {
  const { t } = useLingui();
  const shopName = useShopName();
  const language = useLanguageStore((state) => state.language);
  const purchaseHref = usePurchaseHref();
  const company = useQuery({ ...companyQueries.info(), select: (raw) => toCompanyDetails(raw, language) });
  usePageMeta(
    t`Giới thiệu`,
    t`${shopName} mang trà Thái Nguyên, cà phê Tây Nguyên, nông sản và nước ép ổi Việt Nam từ vùng trồng đến tận nhà bạn.`,
  );

  const values = [
    {
      key: 'source',
      title: t`Rõ nguồn gốc`,
      text: t`Mỗi sản phẩm đến từ vùng trồng chúng tôi biết tên: nương chè Tân Cương, vườn cà phê Buôn Ma Thuột, cánh đồng lúa tôm Sóc Trăng.`,
    },
    {
      key: 'craft',
      title: t`Chế biến tử tế`,
      text: t`Trà sao tay trên chảo gang, cà phê rang mộc không tẩm hương liệu, nước ép ổi ép lạnh không thêm chất bảo quản.`,
    },
    {
      key: 'growers',
      title: t`Cùng người trồng`,
      text: t`Chúng tôi thu mua theo giá cam kết trước mùa vụ và hỗ trợ kỹ thuật cho các hợp tác xã liên kết.`,
    },
  ];

  return (
    <div>
      <section className="border-leaf-100 border-b bg-gradient-to-b from-leaf-50 to-cream-50">
        <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="font-semibold text-guava-700 text-sm uppercase tracking-wider">
            <Trans>Giới thiệu</Trans>
          </p>
          <h1 className="mt-2 font-bold text-3xl text-leaf-900 leading-tight sm:text-4xl">
            {company.data?.name || <Trans>Về {shopName}</Trans>}
          </h1>
          <p className="mt-4 text-coffee-800 sm:text-lg">
            <Trans>
              {shopName} bắt đầu từ một xưởng sao chè nhỏ ở xã Tân Cương, Thái Nguyên. Hơn mười năm sau, chúng
              tôi làm việc cùng các hợp tác xã chè, cà phê, lúa gạo và ổi trên khắp Việt Nam, để mỗi gói trà,
              túi cà phê hay chai nước ép đến tay bạn đều giữ được hương vị của vùng đất làm ra nó.
            </Trans>
          </p>
        </div>
      </section>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <h2 className="font-bold text-2xl text-coffee-900">
          <Trans>Điều chúng tôi theo đuổi</Trans>
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {values.map((value) => (
            <li key={value.key} className="rounded-2xl border border-leaf-100 bg-white p-5">
              <h3 className="font-semibold text-leaf-800">{value.title}</h3>
              <p className="mt-2 text-coffee-700 text-sm leading-relaxed">{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <CompanyCard query={company} />
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <AppLink
            href={purchaseHref}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800"
          >
            <Trans>Mua sản phẩm</Trans>
          </AppLink>
          <Link
            to="/tuyen-dung"
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-leaf-300 bg-white px-6 font-semibold text-leaf-800 hover:bg-leaf-50"
          >
            <Trans>Cơ hội nghề nghiệp</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}
