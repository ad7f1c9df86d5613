import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { promotionQueries } from '../api/promotion-queries';
import { CREATE_LINK, ItemHead, PromotionListFrame, WindowState, WindowText } from './shared';
import { coverageText } from './variant-coverage';
import { Money } from '@/ui/money';

/** The promotional prices (dmchietkhau, flash sales apart): product, price, quantities, window, state. */
export function PromotionListPage() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const promotions = useQuery(promotionQueries.promotions());
  const products = useQuery(promotionQueries.products());
  const productOf = (code: string) => products.data?.find((product) => product.ma_vt === code);
  return (
    <PromotionListFrame
      title={<Trans>Khuyến mãi</Trans>}
      create={
        <Link to="/promotions/new" className={CREATE_LINK}>
          <Trans>Tạo giá khuyến mãi</Trans>
        </Link>
      }
      list={promotions}
      empty={<Trans>Chưa có giá khuyến mãi nào.</Trans>}
      testId="promotions"
    >
      {(promotion) => (
        <>
          <ItemHead
            link={linkOptions({ to: '/promotions/$promotionId', params: { promotionId: promotion._id } })}
            name={(locale === 'en' && promotion.ten_cs_eng) || promotion.ten_cs}
            state={<WindowState window={promotion} />}
          />
          <p className="text-sm">
            {promotion.ma_vt} ·{' '}
            {promotion.ten_vt === null
              ? t`(sản phẩm không còn)`
              : localized(promotion.ten_vt, promotion.ten_vt_eng, locale)}
            {coverageText(productOf(promotion.ma_vt), promotion.thuoc_tinh_ids, locale, t`tất cả biến thể`)
              ? ` · ${coverageText(productOf(promotion.ma_vt), promotion.thuoc_tinh_ids, locale, t`tất cả biến thể`)}`
              : null}
          </p>
          <p className="mt-1 text-sm">
            <strong>
              <Money amount={promotion.gia_ban} />
            </strong>
            {promotion.gia_ban_le ? (
              <span className="ml-2 text-coffee-700 line-through">
                <Money amount={promotion.gia_ban_le} />
              </span>
            ) : null}{' '}
            · <Trans>tối đa {promotion.sl_ap_dung} sản phẩm mỗi dòng</Trans> ·{' '}
            <WindowText window={promotion} />
          </p>
        </>
      )}
    </PromotionListFrame>
  );
}
