import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_RETURN_WINDOW_HOURS,
  RETURN_WINDOW_HOURS_MAX,
  returnSettingsSchema,
} from '@shop/domain/returns';
import { getConsoleApi } from '@/lib/api';
import { settingsQueries } from '../api/settings-queries';
import { HoursSettingCard } from './hours-setting-card';

/**
 * How long after delivery a shopper may ask for a return or an exchange (issue 33): the shop's
 * "Yêu cầu đổi/trả" button goes, and the server refuses a request, once it has passed.
 */
export function ReturnWindowCard() {
  const { t } = useLingui();
  return (
    <HoursSettingCard
      title={<Trans>Đổi trả</Trans>}
      loadFailed={t`Không tải được thời hạn đổi trả`}
      query={settingsQueries.returns()}
      name="return_window_hours"
      label={t`Thời hạn đổi trả (giờ)`}
      hint={t`Khách gửi được yêu cầu đổi/trả trong khoảng này sau khi nhận hàng. Mặc định ${DEFAULT_RETURN_WINDOW_HOURS} giờ, tối đa ${RETURN_WINDOW_HOURS_MAX}.`}
      schema={returnSettingsSchema}
      save={async (form) => (await getConsoleApi()).saveReturnSettings(form)}
    />
  );
}
