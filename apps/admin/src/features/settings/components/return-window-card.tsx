import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_RETURN_WINDOW_HOURS,
  RETURN_WINDOW_HOURS_MAX,
  returnSettingsSchema,
} from '@shop/domain/returns';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { settingsQueries } from '../api/settings-queries';
import { SettingForm } from './setting-form';

/**
 * How long after delivery a shopper may ask for a return or an exchange (issue 33): the shop's
 * "Yêu cầu đổi/trả" button goes, and the server refuses a request, once it has passed.
 */
export function ReturnWindowCard() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueries.returns());
  if (settings.error)
    return <Alert>{errorText(settings.error, locale, t`Không tải được thời hạn đổi trả`)}</Alert>;
  if (!settings.data) return <p className="text-coffee-700 text-sm">{t`Đang tải…`}</p>;
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
