import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '@shop/domain/messages';
import { formatDate } from '@shop/domain/primitives';
import { type ConsentState, WITHDRAWABLE_PURPOSES } from '@shop/domain/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import { Checkbox } from '@/ui/checkbox';
import { notifyAccount } from '@/ui/toast';
import { changeConsent, changeZaloMessages, consentQueries } from '../api/consents';

type Withdrawable = (typeof WITHDRAWABLE_PURPOSES)[number];

/**
 * The profile's consents (decision 063): marketing mails and non-essential cookies, each its own box,
 * off until the shopper ticks it; unticking withdraws it at once, as easily as it was given. Then
 * the shop's Zalo messages (order news, codes; decision 061 addendum): service messages, on until
 * the shopper unticks them.
 */
export function PrivacyChoices() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const consents = useQuery(consentQueries.mine());
  const saved = {
    onSuccess: (reply: Awaited<ReturnType<typeof changeConsent>>) => {
      queryClient.setQueryData(consentQueries.mine().queryKey, reply);
      void notifyAccount('success', messageText('CONSENT_SAVED', language));
    },
    onError: () => void notifyAccount('error', messageText('INTERNAL_ERROR', language)),
  };
  const change = useMutation({ mutationFn: changeConsent, ...saved });
  const zalo = useMutation({ mutationFn: changeZaloMessages, ...saved });
  const labels: Record<Withdrawable, { title: string; detail: string }> = {
    marketing: {
      title: t`Nhận thư tin tức và nhắc nhở qua email`,
      detail: t`Bản tin, ưu đãi và nhắc giỏ hàng. Mỗi thư có liên kết huỷ đăng ký.`,
    },
    cookies: {
      title: t`Cho phép cookie và tập lệnh không thiết yếu`,
      detail: t`Hiện cửa hàng không dùng cookie không thiết yếu; lựa chọn này áp dụng khi có.`,
    },
  };
  const state = (purpose: Withdrawable): ConsentState | undefined =>
    consents.data?.consents.find((consent) => consent.purpose === purpose);
  const terms = consents.data?.consents.find((consent) => consent.purpose === 'terms');
  const termsVersion = terms?.notice_version ?? '';
  const termsDay = formatDate(terms?.at, language);

  return (
    <div className="space-y-4">
      <h2 className="font-semibold text-coffee-900 text-xl">
        <Trans>Quyền riêng tư</Trans>
      </h2>
      {terms?.at ? (
        <p className="text-coffee-700 text-sm">
          <Trans>
            Bạn đã đồng ý điều khoản sử dụng và chính sách bảo mật (phiên bản {termsVersion}) ngày {termsDay}.
          </Trans>
        </p>
      ) : null}
      {WITHDRAWABLE_PURPOSES.map((purpose) => (
        <ConsentBox
          key={purpose}
          title={labels[purpose].title}
          detail={labels[purpose].detail}
          checked={state(purpose)?.granted ?? false}
          disabled={!consents.data || change.isPending}
          onChange={(granted) => change.mutate({ purpose, granted })}
        />
      ))}
      <ConsentBox
        title={t`Nhận tin đơn hàng và mã xác thực qua Zalo`}
        detail={t`Tin nhắn Zalo ZNS tới số điện thoại của bạn. Bỏ chọn: tin đơn hàng chỉ gửi qua email, mã xác thực qua SMS.`}
        checked={consents.data?.zalo_messages ?? true}
        disabled={!consents.data || zalo.isPending}
        onChange={(on) => zalo.mutate(on)}
      />
    </div>
  );
}

function ConsentBox(props: {
  title: string;
  detail: string;
  checked: boolean;
  disabled: boolean;
  onChange: (granted: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
        aria-describedby={`${id}-detail`}
      />
      <div>
        <label htmlFor={id} className="font-medium text-coffee-900">
          {props.title}
        </label>
        <p id={`${id}-detail`} className="text-coffee-600 text-sm">
          {props.detail}
        </p>
      </div>
    </div>
  );
}
