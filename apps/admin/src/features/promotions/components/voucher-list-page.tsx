import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleVoucher } from '@shop/api-client';
import { formatPrice, type Locale } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { useLanguageStore } from '@/stores/language-store';
import { promotionQueries } from '../api/promotion-queries';
import { CREATE_LINK, ItemHead, PromotionListFrame, WindowState, WindowText } from './shared';
import { Money } from '@/ui/money';

/** What a voucher takes off, in words: '10% (tối đa 50.000 ₫)' or '30.000 ₫'. */
export function voucherReduction(voucher: ConsoleVoucher, locale: Locale, capWord: string): string {
  if (voucher.ty_le) {
    const cap = voucher.so_tien_max ? ` (${capWord} ${formatPrice(voucher.so_tien_max, locale)})` : '';
    return `${voucher.ty_le}%${cap}`;
  }
  return formatPrice(voucher.so_tien ?? 0, locale);
}

const isUsedUp = (voucher: ConsoleVoucher) =>
  voucher.so_luong != null && (voucher.so_luong_da_dung ?? 0) >= voucher.so_luong;

/** Every voucher with its reduction, minimum order, window, uses so far and state. */
export function VoucherListPage() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const vouchers = useQuery(promotionQueries.vouchers());
  return (
    <PromotionListFrame
      title={<Trans>Mã giảm giá</Trans>}
      create={
        <Link to="/promotions/vouchers/new" className={CREATE_LINK}>
          <Trans>Tạo mã giảm giá</Trans>
        </Link>
      }
      list={vouchers}
      empty={<Trans>Chưa có mã giảm giá nào.</Trans>}
      testId="vouchers"
    >
      {(voucher) => (
        <>
          <ItemHead
            link={linkOptions({ to: '/promotions/vouchers/$voucherId', params: { voucherId: voucher._id } })}
            name={voucher.ma}
            isCode
            state={<WindowState window={voucher} usedUp={isUsedUp(voucher)} />}
          />
          <p className="text-sm">{(locale === 'en' && voucher.ten_eng) || voucher.ten}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-coffee-700">
                <Trans>Giảm</Trans>
              </dt>
              <dd className="font-semibold">{voucherReduction(voucher, locale, t`tối đa`)}</dd>
            </div>
            <div>
              <dt className="text-coffee-700">
                <Trans>Đơn tối thiểu</Trans>
              </dt>
              <dd>
                <Money amount={voucher.gt_don_hang_toi_thieu ?? 0} />
              </dd>
            </div>
            <div>
              <dt className="text-coffee-700">
                <Trans>Đã dùng</Trans>
              </dt>
              <dd data-testid="voucher-uses">
                {voucher.so_luong_da_dung ?? 0} / {voucher.so_luong ?? '∞'}
              </dd>
            </div>
            <div>
              <dt className="text-coffee-700">
                <Trans>Hiệu lực</Trans>
              </dt>
              <dd>
                <WindowText window={voucher} />
              </dd>
            </div>
          </dl>
        </>
      )}
    </PromotionListFrame>
  );
}
