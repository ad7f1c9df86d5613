import { Trans, useLingui } from '@lingui/react/macro';
import { Thumb } from '@shop/browser-kit/thumb';
import type { OrderReply } from '@shop/api-client';
import type { OrderLine as Line } from '@shop/domain/orders';
import type { ReactNode } from 'react';
import { thumbnailUrl } from '@/lib/thumbnail-url';
import { useLanguageStore } from '@/stores/language-store';
import { DeliveryFee } from '@/ui/delivery-fee';
import { draftLines, draftTotals } from '../lib/draft-view';
import { Price } from '@/ui/price';

function OrderLine({ line }: { line: Line }) {
  const language = useLanguageStore((state) => state.language);
  const name = (language === 'en' && line.ten_vt_eng) || line.ten_vt || line.ma_vt;
  const variant = [line.thuoc_tinh?.gia_tri_bien_the_1, line.thuoc_tinh?.gia_tri_bien_the_2]
    .filter(Boolean)
    .join(' / ');
  return (
    <li className="flex gap-3 py-3">
      <Thumb
        src={thumbnailUrl(line.picture)}
        size={56}
        className="size-14 shrink-0 rounded-lg bg-cream-100"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-coffee-900 leading-snug">{name}</p>
        {variant ? <p className="text-coffee-600 text-sm">{variant}</p> : null}
        <p className="text-coffee-700 text-sm">× {line.sl_xuat}</p>
      </div>
      <p className="shrink-0 font-semibold text-coffee-900">
        <Price amount={line.tien_nt ?? line.tien ?? 0} />
      </p>
    </li>
  );
}

function TotalRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-coffee-700">{label}</dt>
      <dd className="text-coffee-900">{children}</dd>
    </div>
  );
}

/** The lines and the totals exactly as the server computed them (t_tien_hang … t_tt_nt). */
export function OrderSummary({ draft, children }: { draft: OrderReply; children?: ReactNode }) {
  const { t } = useLingui();
  const totals = draftTotals(draft);
  const price = (amount: number) => <Price amount={amount} />;
  return (
    <>
      <ul aria-label={t`Sản phẩm trong đơn`} className="divide-y divide-coffee-100">
        {draftLines(draft).map((line, index) => (
          <OrderLine key={line._id ?? `${line.ma_vt}-${index}`} line={line} />
        ))}
      </ul>
      {draft.line_problems && draft.line_problems.length > 0 ? (
        // Lines the catalogue can no longer serve (sold out, withdrawn): the server says which.
        <ul role="alert" className="mt-2 grid gap-1 rounded-xl bg-guava-50 p-3 text-guava-800 text-sm">
          {draft.line_problems.map((problem) => (
            <li key={problem.ma_vt}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <dl aria-label={t`Tổng tiền`} className="mt-4 grid gap-2 border-coffee-100 border-t pt-4">
        <TotalRow label={<Trans>Tiền hàng</Trans>}>{price(totals.t_tien_hang)}</TotalRow>
        {totals.t_tien_ck ? (
          <TotalRow label={<Trans>Khuyến mãi</Trans>}>−{price(totals.t_tien_ck)}</TotalRow>
        ) : null}
        {totals.tien_evoucher ? (
          <TotalRow label={<Trans>Mã giảm giá</Trans>}>−{price(totals.tien_evoucher)}</TotalRow>
        ) : null}
        <TotalRow label={<Trans>Phí vận chuyển</Trans>}>
          <DeliveryFee amount={totals.tien_phi_vc} />
        </TotalRow>
        {totals.tien_freeship ? (
          <TotalRow label={<Trans>Miễn phí vận chuyển</Trans>}>−{price(totals.tien_freeship)}</TotalRow>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-coffee-100 border-t pt-3">
          <dt className="font-bold text-coffee-900">
            <Trans>Tổng thanh toán</Trans>
          </dt>
          <dd data-testid="order-total" className="font-bold text-guava-700 text-xl">
            <Price amount={totals.t_tt_nt} />
          </dd>
        </div>
      </dl>
    </>
  );
}
