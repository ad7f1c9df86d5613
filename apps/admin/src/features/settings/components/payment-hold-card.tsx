import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PAYMENT_HOLD_HOURS, paymentSettingsSchema } from '@shop/domain/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { getConsoleApi } from '@/lib/api';
import { Card } from '@/ui/card';
import { settingsQueries } from '../api/settings-queries';
import { SettingForm } from './setting-form';
import { Pending } from '@/ui/loading';

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
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueries.paymentHold());
  if (settings.error || !settings.data)
    return (
      <Pending query={settings} failed={t`Không tải được thời gian giữ đơn`} compact>
        {t`Đang tải…`}
      </Pending>
    );
  return (
    <Card title={<Trans>Giữ đơn chờ thanh toán</Trans>}>
      <SettingForm
        schema={holdFormSchema}
        fields={[
          {
            name: 'payment_hold_hours',
            label: t`Thời gian giữ đơn chưa thanh toán (giờ)`,
            type: 'number',
            hint: t`Đơn chuyển khoản hoặc ví điện tử chưa thanh toán sau khoảng này sẽ tự huỷ và hàng trở lại kho; lời nhắc gửi ở nửa thời gian. Mặc định ${DEFAULT_PAYMENT_HOLD_HOURS} giờ, tối đa 168.`,
          },
        ]}
        initial={{ payment_hold_hours: String(settings.data.payment_hold_hours) }}
        save={async (form) => {
          const reply = await (await getConsoleApi()).savePaymentSettings(form);
          queryClient.setQueryData(settingsQueries.paymentHold().queryKey, {
            payment_hold_hours: reply.payment_hold_hours,
          });
          return reply;
        }}
      />
    </Card>
  );
}
