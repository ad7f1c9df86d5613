import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthApi, LoginReply } from '@shop/api-client';
import { codeFormSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import { TextField } from '@/ui/text-field';
import { notifyAccount } from '@/ui/toast';
import { serverMessage } from '../lib/server-message';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass, secondaryButtonClass } from './auth-card';

type VerifyCodeFormProps = {
  account: string;
  /** The code record the server named; without it the account's pending code is verified. */
  codeId?: string;
  /** The auth calls to use: the session's, or a reset's own token store. */
  getAuth: () => Promise<AuthApi>;
  onVerified: (reply: LoginReply) => void;
};

/**
 * Code verification (SPEC §4 "Code flow", §8): verifies the six digits ('Xác thực thành công' is
 * the caller's, after `onVerified`; a refusal shows the server's message, such as 'Không có mã
 * xác thực'); resend sends a new code to the same account.
 */
export function VerifyCodeForm({ account, codeId, getAuth, onVerified }: VerifyCodeFormProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [currentId, setCurrentId] = useState(codeId);
  const form = useAccountForm(codeFormSchema(language), { code: '' });

  const verify = useMutation({
    mutationFn: async (code: string) => (await getAuth()).verifyOtp(currentId ?? account, code),
    onSuccess: onVerified,
    onError: (error) => {
      void notifyAccount('error', serverMessage(error, messageText('CODE_WRONG', language)));
    },
  });

  const resend = useMutation({
    mutationFn: async () => (await getAuth()).sendOtp(account),
    onSuccess: (record) => {
      setCurrentId(record._id);
      form.reset();
      void notifyAccount(
        'success',
        messageText('CODE_SENT', language, { account: record.account || account }),
      );
    },
    onError: (error) => {
      console.warn('resend code failed', error);
      void notifyAccount('error', messageText('CODE_RESEND_FAILED', language));
    },
  });

  const submit = form.submitTo(verify.isPending, (value) => verify.mutate(value.code));

  return (
    <form noValidate onSubmit={submit} aria-label={t`Xác thực tài khoản`} className="space-y-4">
      <p className="rounded-xl bg-leaf-50 px-4 py-3 text-coffee-800 text-sm">
        <Trans>
          Nhập mã gồm 6 chữ số đã gửi đến <strong className="break-all">{account}</strong>. Mã có hiệu lực
          trong 10 phút.
        </Trans>
      </p>
      <TextField
        label={t`Mã xác thực`}
        isRequired
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.bind('code')}
      />
      <button type="submit" disabled={verify.isPending} className={primaryButtonClass}>
        {verify.isPending ? t`Đang xác thực…` : t`Xác thực`}
      </button>
      <div className="flex flex-wrap items-center justify-center gap-2 text-coffee-700 text-sm">
        <Trans>Chưa nhận được mã?</Trans>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className={`${secondaryButtonClass} min-h-10 px-4 text-sm`}
        >
          {resend.isPending ? t`Đang gửi lại…` : t`Gửi lại mã`}
        </button>
      </div>
    </form>
  );
}
