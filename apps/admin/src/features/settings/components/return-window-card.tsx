import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_RETURN_WINDOW_HOURS,
  RETURN_WINDOW_HOURS_MAX,
  returnSettingsSchema,
} from '@shop/domain/returns';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { Card } from '@/ui/card';
import { settingsQueries } from '../api/settings-queries';
import { SettingForm } from './setting-form';
import { Pending } from '@/ui/loading';

/**
 * How long after delivery a shopper may ask for a return or an exchange (issue 33): the shop's
 * "Yêu cầu đổi/trả" button goes, and the server refuses a request, once it has passed.
 */
export function ReturnWindowCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueries.returns());
  if (settings.error || !settings.data)
    return (
      <Pending query={settings} failed={t`Không tải được thời hạn đổi trả`} compact>
        {t`Đang tải…`}
      </Pending>
    );
  return (
    <Card title={<Trans>Đổi trả</Trans>}>
      <SettingForm
        schema={returnSettingsSchema}
        fields={[
          {
            name: 'return_window_hours',
            label: t`Thời hạn đổi trả (giờ)`,
            type: 'number',
            hint: t`Khách gửi được yêu cầu đổi/trả trong khoảng này sau khi nhận hàng. Mặc định ${DEFAULT_RETURN_WINDOW_HOURS} giờ, tối đa ${RETURN_WINDOW_HOURS_MAX}.`,
          },
        ]}
        initial={{ return_window_hours: String(settings.data.return_window_hours) }}
        save={async (form) => {
          const reply = await (await getConsoleApi()).saveReturnSettings(form);
          queryClient.setQueryData(settingsQueries.returns().queryKey, {
            return_window_hours: reply.return_window_hours,
          });
          return reply;
        }}
      />
    </Card>
  );
}
