import { Trans, useLingui } from '@lingui/react/macro';
import type { Carrier, PaymentMethod, ShippingQuote } from '@shop/api-client';
import { formatDate } from '@shop/domain/primitives';
import { Price } from '@/ui/price';
import { useLanguageStore } from '@/stores/language-store';
import { carrierKey } from '../lib/checkout-choices';
import { CheckoutSection, ChoiceCard, ChoiceGroup } from './checkout-section';
import { memo } from 'react';

type CarrierOptionsProps = {
  carriers: readonly Carrier[];
  value: string;
  onChange: (key: string) => void;
  /** The live quotes for the draft (decision 055); undefined while there is no address yet. */
  quotes?: readonly ShippingQuote[] | undefined;
  isQuoting?: boolean;
  /** Whether asking for quotes failed: every service shows the fee table's price. */
  quotesFailed?: boolean;
};

/** What a service costs, as the shopper reads it: the carrier's quote, or the shop's fee table said plainly. */
function ServicePrice({
  quote,
  days,
  isQuoting,
  isTable,
}: {
  quote: ShippingQuote | undefined;
  days: number;
  isQuoting: boolean;
  isTable: boolean;
}) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  if (isQuoting) return <span className="block text-coffee-700 text-sm">{t`Đang hỏi giá vận chuyển…`}</span>;
  const daysText = days > 0 ? t`Giao trong khoảng ${days} ngày` : '';
  if (quote?.phi_vc !== undefined && !isTable) {
    const date = formatDate(quote.ngay_du_kien, language);
    return (
      <span className="block text-coffee-700 text-sm" data-testid="carrier-quote">
        <Price amount={quote.phi_vc} className="font-semibold text-coffee-900" />
        {' · '}
        {date ? t`Dự kiến giao ngày ${date}` : daysText}
      </span>
    );
  }
  // The fee table's amount for the address beside the service (when the server gave it), said plainly.
  const tableFee = isTable ? quote?.phi_vc : undefined;
  return (
    <>
      {daysText ? <span className="block text-coffee-700 text-sm">{daysText}</span> : null}
      {isTable ? (
        <span className="block text-coffee-700 text-sm" data-testid="carrier-table-fee">
          {tableFee !== undefined ? (
            <>
              <Price amount={tableFee} className="font-semibold text-coffee-900" />
              {' · '}
            </>
          ) : null}
          {t`Phí theo bảng giá của cửa hàng`}
        </span>
      ) : null}
    </>
  );
}

/**
 * The carriers' service packages (ecomcarrier_fees) with the carriers' live quotes (fee, expected
 * date) when there are some; a service the carriers did not price says the fee table prices it.
 * Only shown: the fee charged is the server's own quote, asked again at every change and at placing.
 */
function CarrierOptionsBody({
  carriers,
  value,
  onChange,
  quotes,
  isQuoting = false,
  quotesFailed = false,
}: CarrierOptionsProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  return (
    <CheckoutSection id="carrier-heading" title={<Trans>Đơn vị vận chuyển</Trans>}>
      <ChoiceGroup
        name="carrier"
        current={value}
        onChoose={onChange}
        legend={t`Chọn đơn vị vận chuyển`}
        busy={isQuoting}
      >
        {carriers.map((carrier) => {
          const key = carrierKey(carrier);
          const quote = quotes?.find((entry) => carrierKey(entry) === key);
          return (
            <ChoiceCard key={key} value={key}>
              <span>
                <span className="block font-semibold text-coffee-900">
                  {carrier.ten_dv_vc} —{' '}
                  {language === 'en' && carrier.ten_goi_cuoc_eng
                    ? carrier.ten_goi_cuoc_eng
                    : carrier.ten_goi_cuoc}
                </span>
                <ServicePrice
                  quote={quote}
                  days={carrier.so_ngay_giao ?? 0}
                  isQuoting={isQuoting}
                  isTable={quotesFailed || quote?.nguon === 'table'}
                />
              </span>
            </ChoiceCard>
          );
        })}
      </ChoiceGroup>
    </CheckoutSection>
  );
}

type PaymentOptionsProps = {
  methods: readonly PaymentMethod[];
  value: string;
  onChange: (id: string) => void;
};

/** The payment methods offered online (ptthanhtoan): cash on delivery, bank transfer, e-wallet. */
function PaymentOptionsBody({ methods, value, onChange }: PaymentOptionsProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  return (
    <CheckoutSection id="payment-heading" title={<Trans>Phương thức thanh toán</Trans>}>
      <ChoiceGroup name="payment" current={value} onChoose={onChange} legend={t`Chọn phương thức thanh toán`}>
        {methods.map((method) => {
          const description = language === 'en' ? method.mo_ta_eng : method.mo_ta;
          return (
            <ChoiceCard key={method._id} value={method._id}>
              <span>
                <span className="block font-semibold text-coffee-900">
                  {language === 'en' && method.ten_eng ? method.ten_eng : method.ten}
                </span>
                {typeof description === 'string' && description !== '' ? (
                  <span className="block text-coffee-700 text-sm">{description}</span>
                ) : null}
              </span>
            </ChoiceCard>
          );
        })}
      </ChoiceGroup>
    </CheckoutSection>
  );
}

// Memoised: the checkout form renders again at each new total of the draft, these only when their
// own props change (issue 28).
export const CarrierOptions = memo(CarrierOptionsBody);
export const PaymentOptions = memo(PaymentOptionsBody);
