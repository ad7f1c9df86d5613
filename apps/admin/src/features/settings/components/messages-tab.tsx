import { Trans, useLingui } from '@lingui/react/macro';
import {
  messageSettingsFormSchema,
  type MessageSettingsReply,
  ZNS_TEMPLATE_SETTING_KINDS,
  type ZnsTemplateSettingKind,
  znsTemplateField,
} from '@shop/domain/reminders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { Card } from '@/ui/card';
import { settingsQueries } from '../api/settings-queries';
import { type FieldSpec, type FormValues, SettingForm } from './setting-form';
import { Pending } from '@/ui/loading';

/**
 * Messages (decision 064): how long a cart waits for its first reminder, and the Zalo ZNS template
 * of each message; an empty template uses the server's environment (ZNS_TEMPLATE_*), shown as hint.
 */
export function MessagesTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueries.messages());
  const names: Record<ZnsTemplateSettingKind, string> = {
    code: t`Mã xác thực (OTP)`,
    'order-placed': t`Đã nhận đơn hàng`,
    'order-confirmed': t`Đã xác nhận đơn hàng`,
    'order-shipped': t`Đã giao cho đơn vị vận chuyển`,
    'order-delivered': t`Đã giao thành công`,
    'order-cancelled': t`Đã huỷ đơn hàng`,
    'payment-received': t`Đã nhận thanh toán`,
  };
  if (settings.error || !settings.data)
    return (
      <Pending query={settings} failed={t`Không tải được cài đặt tin nhắn`} compact>
        {t`Đang tải…`}
      </Pending>
    );
  const data: MessageSettingsReply = settings.data;
  const fields: FieldSpec[] = [
    {
      name: 'cart_reminder_hours',
      label: t`Nhắc giỏ hàng sau (giờ)`,
      type: 'number',
      hint: t`Lời nhắc đầu tiên gửi sau khoảng này kể từ lần cuối khách sửa giỏ; tối đa thêm một lần sau 24 giờ.`,
    },
    ...ZNS_TEMPLATE_SETTING_KINDS.map(
      (kind): FieldSpec => ({
        name: znsTemplateField(kind),
        label: t`Mẫu ZNS: ${names[kind]}`,
        hint: data.env_templates[kind]
          ? t`Để trống: dùng mẫu ${data.env_templates[kind]} của máy chủ`
          : t`Để trống: không gửi qua Zalo`,
      }),
    ),
  ];
  const initial: FormValues = {
    cart_reminder_hours: String(data.cart_reminder_hours),
    ...Object.fromEntries(
      ZNS_TEMPLATE_SETTING_KINDS.map((kind) => [znsTemplateField(kind), data.zns_templates[kind]]),
    ),
  };
  return (
    <Card title={<Trans>Tin nhắn và lời nhắc</Trans>}>
      <p className="mb-4 text-coffee-700 text-sm">
        {data.zns === 'off' ? (
          <Trans>Zalo ZNS đang tắt trên máy chủ: các mẫu chỉ dùng khi bật.</Trans>
        ) : (
          <Trans>Mã mẫu là số Zalo cấp khi duyệt mẫu ZNS của cửa hàng.</Trans>
        )}
      </p>
      <SettingForm
        schema={messageSettingsFormSchema}
        fields={fields}
        initial={initial}
        save={async (form) => {
          const reply = await (await getConsoleApi()).saveMessageSettings(form);
          queryClient.setQueryData(settingsQueries.messages().queryKey, reply);
          return reply;
        }}
      />
    </Card>
  );
}
