import { Trans, useLingui } from '@lingui/react/macro';
import { createTokenStore } from '@shop/api-client';
import { forgotPasswordFormSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { getAuthApi } from '@/lib/api';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import { notifyAccount } from '@/ui/toast';
import { failureMessage, serverCode, serverMessage } from '../lib/server-message';
import { useAccountForm } from '../lib/use-account-form';
import { AuthCard, primaryButtonClass, textLinkClass, UsernameField } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyCodeForm } from './verify-code-form';

type Step =
  | { name: 'account' }
  | { name: 'code'; account: string; codeId: string }
  | { name: 'password'; account: string };

/**
 * /quen-mat-khau (SPEC §4 "Code flow"): send a code to the account, verify it, then set a new
 * password with the verified token. That token stays in this screen's own store: it must not log
 * the visitor in, who logs in with the new password afterwards.
 */
export function ForgotPassword() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const store = useRef(createTokenStore()).current;
  const getAuth = () => getAuthApi(store);
  const [step, setStep] = useState<Step>({ name: 'account' });
  const form = useAccountForm(forgotPasswordFormSchema(language), { username: '' });
  usePageMeta(t`Quên mật khẩu`);

  const send = useMutation({
    mutationFn: async (account: string) => (await getAuth()).resetPassword(account),
    onSuccess: (record, account) => {
      void notifyAccount(
        'success',
        messageText('CODE_SENT', language, { account: record.account || account }),
      );
      setStep({ name: 'code', account: record.account || account, codeId: record._id });
    },
    onError: (error) => {
      // An unknown account has its own text (SPEC §5); any other failure the generic one (SPEC §8).
      const fallback = messageText('CODE_SEND_FAILED', language);
      void notifyAccount(
        'error',
        serverCode(error) === 'ACCOUNT_NOT_FOUND'
          ? serverMessage(error, fallback)
          : failureMessage(error, fallback),
      );
    },
  });

  const submit = form.submitTo(send.isPending, (value) => send.mutate(value.username));

  const descriptions = {
    account: t`Nhập email hoặc số điện thoại của tài khoản, chúng tôi sẽ gửi mã xác thực.`,
    code: t`Nhập mã xác thực để đặt lại mật khẩu.`,
    password: t`Đặt mật khẩu mới cho tài khoản của bạn.`,
  };

  return (
    <AuthCard
      title={<Trans>Quên mật khẩu</Trans>}
      description={descriptions[step.name]}
      footer={
        <AppLink href="/dang-nhap" className={textLinkClass}>
          <Trans>Quay lại đăng nhập</Trans>
        </AppLink>
      }
    >
      {step.name === 'account' ? (
        <form noValidate onSubmit={submit} aria-label={t`Gửi mã xác thực`} className="space-y-4">
          <UsernameField {...form.bind('username')} />
          <button type="submit" disabled={send.isPending} className={primaryButtonClass}>
            {send.isPending ? t`Đang gửi…` : t`Gửi mã xác thực`}
          </button>
        </form>
      ) : step.name === 'code' ? (
        <VerifyCodeForm
          account={step.account}
          codeId={step.codeId}
          getAuth={getAuth}
          onVerified={() => {
            void notifyAccount('success', messageText('VERIFY_SUCCESS', language));
            setStep({ name: 'password', account: step.account });
          }}
        />
      ) : (
        <ResetPasswordForm
          getAuth={getAuth}
          onReset={() => void navigate({ to: '/dang-nhap', search: { account: step.account } })}
        />
      )}
    </AuthCard>
  );
}
