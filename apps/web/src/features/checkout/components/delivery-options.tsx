import { Trans, useLingui } from '@lingui/react/macro';
import type { Carrier, PaymentMethod } from '@shop/api-client';
import { useLanguageStore } from '@/stores/language-store';
import { carrierKey } from '../lib/checkout-choices';
import { CheckoutSection, choiceClass, radioClass } from './checkout-section';

type CarrierOptionsProps = { carriers: readonly Carrier[]; value: string; onChange: (key: string) => void };

/** The carriers' service packages (ecomcarrier_fees); the fee itself is the server's. */
export function CarrierOptions({ carriers, value, onChange }: CarrierOptionsProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  return (
    <CheckoutSection id="carrier-heading" title={<Trans>Đơn vị vận chuyển</Trans>}>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t`Chọn đơn vị vận chuyển`}</legend>
        {carriers.map((carrier) => {
          const key = carrierKey(carrier);
          const days = carrier.so_ngay_giao ?? 0;
          return (
            <label key={key} className={choiceClass}>
              <input
                type="radio"
                name="carrier"
                value={key}
                checked={value === key}
                onChange={() => onChange(key)}
                className={radioClass}
              />
              <span>
                <span className="block font-semibold text-coffee-900">
                  {carrier.ten_dv_vc} —{' '}
                  {language === 'en' && carrier.ten_goi_cuoc_eng
                    ? carrier.ten_goi_cuoc_eng
                    : carrier.ten_goi_cuoc}
                </span>
                {days > 0 ? (
                  <span className="block text-coffee-700 text-sm">{t`Giao trong khoảng ${days} ngày`}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </CheckoutSection>
  );
}

type PaymentOptionsProps = {
  methods: readonly PaymentMethod[];
  value: string;
  onChange: (id: string) => void;
};

/** The payment methods offered online (ptthanhtoan): cash on delivery, bank transfer, e-wallet. */
export function PaymentOptions({ methods, value, onChange }: PaymentOptionsProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  return (
    <CheckoutSection id="payment-heading" title={<Trans>Phương thức thanh toán</Trans>}>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t`Chọn phương thức thanh toán`}</legend>
        {methods.map((method) => {
          const description = language === 'en' ? method.mo_ta_eng : method.mo_ta;
          return (
            <label key={method._id} className={choiceClass}>
              <input
                type="radio"
                name="payment"
                value={method._id}
                checked={value === method._id}
                onChange={() => onChange(method._id)}
                className={radioClass}
              />
              <span>
                <span className="block font-semibold text-coffee-900">
                  {language === 'en' && method.ten_eng ? method.ten_eng : method.ten}
                </span>
                {typeof description === 'string' && description !== '' ? (
                  <span className="block text-coffee-700 text-sm">{description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </CheckoutSection>
  );
}
