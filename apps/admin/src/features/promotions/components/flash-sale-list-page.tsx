import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { useLanguageStore } from '@/stores/language-store';
import { promotionQueries } from '../api/promotion-queries';
import { CREATE_LINK, ItemHead, PromotionListFrame, WindowState, WindowText } from './shared';

/** The flash sales: name, window, products and state. */
export function FlashSaleListPage() {
  const locale = useLanguageStore((state) => state.language);
  const sales = useQuery(promotionQueries.flashSales());
  return (
    <PromotionListFrame
      title={<Trans>Flash sale</Trans>}
      create={
        <Link to="/promotions/flash-sales/new" className={CREATE_LINK}>
          <Trans>Tạo flash sale</Trans>
        </Link>
      }
      list={sales}
      empty={<Trans>Chưa có đợt flash sale nào.</Trans>}
      testId="flash-sales"
    >
      {(sale) => (
        <>
          <ItemHead
            link={linkOptions({
              to: '/promotions/flash-sales/$flashSaleId',
              params: { flashSaleId: sale._id },
            })}
            name={(locale === 'en' && sale.ten_eng) || sale.ten}
            state={<WindowState window={sale} />}
          />
          <p className="text-sm">
            <WindowText window={sale} /> · <Trans>{sale.items.length} sản phẩm</Trans>
          </p>
        </>
      )}
    </PromotionListFrame>
  );
}
