import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { ContactInput } from '@/ui/contact-input';
import { requestStockAlert } from '../../api/stock-alert';

/**
 * "Báo tôi khi có hàng" under a sold-out product or option (decision 064): a guest types an e-mail
 * or phone, a signed-in shopper only presses the button; one message comes when stock returns.
 */
export function BackInStock({ maVt, variant }: { maVt: string; variant: string }) {
  const { t } = useLingui();
  const isUser = useSessionStore((state) => state.status === 'user');
  const [contact, setContact] = useState('');
  const id = useId();
  const ask = useMutation({
    mutationFn: () => requestStockAlert({ ma_vt: maVt, variant, lien_he: isUser ? undefined : contact }),
  });
  const error = ask.error
    ? ask.error instanceof ApiError
      ? ask.error.message
      : t`Chưa gửi được, vui lòng thử lại`
    : undefined;

  if (ask.isSuccess)
    return (
      <p
        role="status"
        className="rounded-xl bg-leaf-50 px-3 py-2 text-leaf-800 text-sm"
        data-stock-alert="saved"
      >
        {ask.data.message}
      </p>
    );
  return (
    <form
      noValidate
      aria-label={t`Báo tôi khi có hàng`}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ask.isPending) ask.mutate();
      }}
    >
      {isUser ? null : (
        <>
          <label htmlFor={id} className="font-medium text-coffee-800 text-sm">
            {t`Email hoặc số điện thoại để nhận tin`}
          </label>
          <ContactInput id={id} value={contact} onChange={setContact} error={error} />
        </>
      )}
      <button
        type="submit"
        disabled={ask.isPending}
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-leaf-700 px-5 font-semibold text-leaf-800 transition hover:bg-leaf-50 disabled:opacity-60"
      >
        {t`Báo tôi khi có hàng`}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-guava-700 text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
