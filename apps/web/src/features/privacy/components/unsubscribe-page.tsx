import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getAuthApi } from '@/lib/api';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';

/**
 * /huy-dang-ky?t=…: the unsubscribe link of a marketing mail (decision 063). Opening it unsubscribes
 * at once, no login (the page posts the signed token as soon as it runs in the browser: a link
 * checker that only fetches the address unsubscribes no one), then says so.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  usePageMeta(t`Huỷ đăng ký nhận tin`);
  const unsubscribe = useMutation({
    mutationFn: async (value: string) => (await getAuthApi()).unsubscribe(value),
  });
  const { mutate } = unsubscribe;
  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-12 text-center">
      <h1 className="font-bold text-2xl text-coffee-900">
        <Trans>Huỷ đăng ký nhận tin</Trans>
      </h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="text-coffee-800">
          {unsubscribe.data.message}
        </p>
      ) : unsubscribe.isError ? (
        <p role="alert" className="text-guava-700">
          {messageText('UNSUBSCRIBE_LINK_INVALID', language)}
        </p>
      ) : (
        <p className="text-coffee-600">
          <Trans>Đang huỷ đăng ký…</Trans>
        </p>
      )}
      <p className="text-coffee-600 text-sm">
        <Trans>
          Bạn có thể đăng ký lại bất cứ lúc nào ở chân trang, hoặc trong{' '}
          <Link to="/user-profile/my-profile" className="underline">
            thông tin tài khoản
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
