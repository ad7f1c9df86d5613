import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAYMENT_HOLD_HOURS, paymentSettingsSchema } from '@shop/domain/payments';
import * as v from 'valibot';
import { getConsoleApi } from '@/lib/api';
import { settingsQueries } from '../api/settings-queries';
import { HoursSettingCard } from './hours-setting-card';

/** The hours as typed, read with the server's rule (whole hours, 1–168). */
const holdFormSchema = v.object({
  payment_hold_hours: v.pipe(
    v.string(),
    v.trim(),
    v.transform(Number),
    paymentSettingsSchema.entries.payment_hold_hours,
  ),
});

/**
 * How long an unpaid bank-transfer or e-wallet order is held (decision 067, PAYMENT_HOLD_HOURS):
 * after it the order is cancelled and its stock comes back; a reminder goes at half of it.
 */
export function PaymentHoldCard() {
  const { t } = useLingui();
  return (
    <HoursSettingCard
      title={<Trans>Giữ đơn chờ thanh toán</Trans>}
      loadFailed={t`Không tải được thời gian giữ đơn`}
      query={settingsQueries.paymentHold()}
      name="payment_hold_hours"
      label={t`Thời gian giữ đơn chưa thanh toán (giờ)`}
      hint={t`Đơn chuyển khoản hoặc ví điện tử chưa thanh toán sau khoảng này sẽ tự huỷ và hàng trở lại kho; lời nhắc gửi ở nửa thời gian. Mặc định ${DEFAULT_PAYMENT_HOLD_HOURS} giờ, tối đa 168.`}
      schema={holdFormSchema}
      save={async (form) => (await getConsoleApi()).savePaymentSettings(form)}
    />
  );
}
