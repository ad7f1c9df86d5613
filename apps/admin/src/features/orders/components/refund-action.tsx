import { useLingui } from '@lingui/react/macro';
import type { ConsoleOrderMoney } from '@shop/domain/console';
import { gatewayRefundSchema } from '@shop/domain/console';
import { bankRefundSchema } from '@shop/domain/payments';
import { formatDate, formatPrice, parseDisplayDate } from '@shop/domain/primitives';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Field } from '@/ui/field';
import { showToast } from '@/ui/toast';
import { useOrderAction } from '../api/use-order-action';
import { ActionDialog } from './action-dialog';

/** A gateway's name as its shoppers know it. */
export function gatewayName(gateway: string | null): string {
  switch (gateway) {
    case 'momo':
      return 'MoMo';
    case 'zalopay':
      return 'ZaloPay';
    case 'vnpay':
      return 'VNPay';
    default:
      return gateway ?? '';
  }
}

interface RefundProps {
  id: string;
  soCt: string;
  money: ConsoleOrderMoney;
  /** The amount the form starts with (the cancel prompt's amount owed); all that is left otherwise. */
  amount?: number;
  onClose: () => void;
}

/** What was paid and what may still be refunded, above either form. */
function RefundFacts({ money }: { money: ConsoleOrderMoney }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const paid = formatPrice(money.paid, locale);
  const left = formatPrice(money.refundable, locale);
  return (
    <p className="text-coffee-700 text-sm" data-testid="refund-facts">
      {t`Khách đã trả ${paid}; còn có thể hoàn ${left}.`}
    </p>
  );
}

/**
 * Sends part or all of an e-wallet payment back through the gateway that took it (POST
 * console/orders/{id}/refund, the `refund` right): amount and reason; the gateway's answer comes
 * later (the timeline shows it asked, then done or failed).
 */
export function GatewayRefundAction({ id, soCt, money, amount, onClose }: RefundProps) {
  const { t } = useLingui();
  const mutation = useOrderAction(id, (api, body: { so_tien: number; ly_do: string }) =>
    api.refundOrder(id, body),
  );
  const gateway = gatewayName(money.gateway);
  return (
    <ActionDialog
      title={t`Hoàn tiền qua ${gateway}`}
      submitLabel={t`Gửi yêu cầu hoàn tiền`}
      onClose={onClose}
      onDone={() => showToast(t`Đã gửi yêu cầu hoàn tiền đơn ${soCt} tới ${gateway}`)}
      read={(values) =>
        readForm(gatewayRefundSchema, { so_tien: values.so_tien ?? '', ly_do: values.ly_do ?? '' })
      }
      mutation={mutation}
      fields={(errors) => (
        <>
          <RefundFacts money={money} />
          <Field
            label={t`Số tiền hoàn (VND)`}
            name="so_tien"
            inputMode="numeric"
            defaultValue={String(amount ?? money.refundable)}
            error={errors.so_tien}
          />
          <Field label={t`Lý do hoàn tiền`} name="ly_do" error={errors.ly_do} />
        </>
      )}
    />
  );
}

/**
 * Records a refund the shop sent from its bank account for money that came by transfer (POST
 * console/orders/{id}/bank-refunds, the `refund` right): amount, day (DD/MM/YYYY), the bank's
 * reference and the reason; recorded as done.
 */
export function BankRefundAction({ id, soCt, money, amount, onClose }: RefundProps) {
  const { t } = useLingui();
  const mutation = useOrderAction(
    id,
    (api, body: { so_tien: number; ngay: string; ma_tham_chieu: string; ly_do: string }) =>
      api.recordBankRefund(id, body),
  );
  return (
    <ActionDialog
      title={t`Ghi nhận hoàn tiền qua ngân hàng`}
      submitLabel={t`Ghi nhận hoàn tiền`}
      onClose={onClose}
      onDone={() => showToast(t`Đã ghi nhận khoản hoàn tiền cho đơn ${soCt}`)}
      read={(values) =>
        readForm(bankRefundSchema, {
          so_tien: values.so_tien ?? '',
          ngay: parseDisplayDate(values.ngay ?? '') ?? values.ngay,
          ma_tham_chieu: values.ma_tham_chieu ?? '',
          ly_do: values.ly_do ?? '',
        })
      }
      mutation={mutation}
      fields={(errors) => (
        <>
          <RefundFacts money={money} />
          <Field
            label={t`Số tiền đã hoàn (VND)`}
            name="so_tien"
            inputMode="numeric"
            defaultValue={String(amount ?? money.refundable)}
            error={errors.so_tien}
          />
          <Field
            label={t`Ngày chuyển hoàn (DD/MM/YYYY)`}
            name="ngay"
            defaultValue={formatDate(new Date())}
            error={errors.ngay}
          />
          <Field label={t`Mã tham chiếu của ngân hàng`} name="ma_tham_chieu" error={errors.ma_tham_chieu} />
          <Field label={t`Lý do hoàn tiền`} name="ly_do" error={errors.ly_do} />
        </>
      )}
    />
  );
}

/** The refund form the order's money calls for: through its gateway, or a bank refund recorded. */
export function RefundAction(props: RefundProps) {
  return props.money.refund_via === 'gateway' ? (
    <GatewayRefundAction {...props} />
  ) : (
    <BankRefundAction {...props} />
  );
}
