import { useLingui } from '@lingui/react/macro';
import type { ScheduleItem, ScheduleType, ScheduleWhen } from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';

/** The words the schedules screen uses for types, targets and times, in the console's language. */
export function useScheduleWords() {
  const { t } = useLingui();
  const types: Record<ScheduleType, string> = {
    notify: t`Gửi thư thông báo`,
    publish: t`Hiện lên cửa hàng`,
    unpublish: t`Ẩn khỏi cửa hàng`,
    'promotion-start': t`Bắt đầu khuyến mãi`,
    'promotion-end': t`Kết thúc khuyến mãi`,
  };
  const units = { minutes: t`phút`, hours: t`giờ`, days: t`ngày` };
  return {
    types,
    units,
    typeLabel: (type: ScheduleType) => types[type],
    targetOf(item: ScheduleItem): string {
      if (item.type === 'notify')
        return item.audience === 'customer'
          ? `${item.email ?? ''} · ${item.subject ?? ''}`
          : `${t`mọi người đăng ký nhận tin`} · ${item.subject ?? ''}`;
      const kind = item.collection === 'news' ? t`bài viết` : item.collection === 'dmvt' ? t`sản phẩm` : '';
      return [kind, item.target_name ?? item.target_id].filter(Boolean).join(' ');
    },
    whenOf(when: ScheduleWhen): string {
      if (when.mode === 'once') return t`Một lần lúc ${formatDateTime(when.run_at)}`;
      if (when.mode === 'every')
        return t`Mỗi ${when.every} ${units[when.unit]}, từ ${formatDateTime(when.start_at)}`;
      return t`Theo lịch cron "${when.cron}" (giờ Việt Nam)`;
    },
  };
}
