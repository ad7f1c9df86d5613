import { useLingui } from '@lingui/react/macro';
import { subscribeFormSchema } from '@shop/domain/content';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { validateForm } from '@/lib/form-errors';
import { useLanguageStore } from '@/stores/language-store';
import { notifyAccount } from '@/ui/toast';
import { subscribeToNews } from '../api/subscribe';

/**
 * The footer's newsletter form: one e-mail, checked with the domain's schema, then
 * 'Đăng ký nhận tin tức thành công' or 'Đăng ký nhận tin tức không thành công' (SPEC §8).
 */
export function SubscribeForm() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  const subscribe = useMutation({
    mutationFn: subscribeToNews,
    onSuccess: (isDone) => {
      notifyAccount(
        isDone ? 'success' : 'error',
        messageText(isDone ? 'SUBSCRIBE_SUCCESS' : 'SUBSCRIBE_FAILED', language),
      );
      if (isDone) setEmail('');
    },
    // Only the bot check fails this way (SPEC §8 'Lỗi khi tải google recaptcha').
    onError: (error) => notifyAccount('error', error.message),
  });

  return (
    <form
      noValidate
      aria-label={t`Đăng ký nhận tin`}
      onSubmit={(event) => {
        event.preventDefault();
        if (subscribe.isPending) return;
        const result = validateForm(subscribeFormSchema(language), { email });
        if (!result.ok) {
          setError(result.errors.email);
          return;
        }
        setError(undefined);
        subscribe.mutate(result.value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t`Email nhận tin`}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t`Email của bạn`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-leaf-700 bg-white px-4 text-coffee-900 placeholder:text-coffee-500 focus:outline-2 focus:outline-leaf-300"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-guava-600 px-4 font-semibold text-white transition hover:bg-guava-700 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {t`Đăng ký`}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-guava-200 text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
