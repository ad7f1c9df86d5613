import { Trans, useLingui } from '@lingui/react/macro';
import { registerFormSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useAfflinkStore } from '@/lib/afflink';
import { PRIVACY_POLICY_HREF } from '@/lib/privacy-policy';
import { useLanguageStore } from '@/stores/language-store';
import { PasswordField, TextField } from '@/ui/text-field';
import { Checkbox } from '@/ui/checkbox';
import { notifyAccount } from '@/ui/toast';
import { signUp } from '../api/signup';
import { serverMessage } from '../lib/server-message';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass, textLinkClass } from './auth-card';

/**
 * Register (SPEC §3, §5, §8): phone, e-mail (one of them is the account), full name, password and
 * repeat, referral code (the session's afflink by default), accepted terms, and marketing mails on
 * their own unticked box (decision 063). Success says 'Tạo tài
 * khoản thành công! …' and goes to the code the server sent; a failure shows the server's message.
 */
export function RegisterForm() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const afflink = useAfflinkStore((state) => state.afflink);
  const navigate = useNavigate();
  const termsId = useId();
  const marketingId = useId();
  const form = useAccountForm(registerFormSchema(language), {
    phone: '',
    email: '',
    name: '',
    password: '',
    repeat_password: '',
    referral_code: afflink ?? '',
    accept_terms: false as boolean,
    accept_marketing: false as boolean,
  });

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: (reply) => {
      void notifyAccount('success', messageText('REGISTER_SUCCESS', language));
      void navigate({ to: '/xac-thuc', search: { account: reply.account, id: reply._id } });
    },
    onError: (error) => {
      void notifyAccount('error', serverMessage(error, messageText('INTERNAL_ERROR', language)));
    },
  });

  const submit = form.submitTo(signup.isPending, signup.mutate);
  const termsError = form.errors.accept_terms;

  return (
    <form noValidate onSubmit={submit} aria-label={t`Đăng ký tài khoản`} className="space-y-4">
      <TextField
        label={t`Số điện thoại`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.bind('phone')}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.bind('email')}
      />
      <p className="-mt-2 text-coffee-600 text-sm">
        <Trans>Nhập email hoặc số điện thoại (hoặc cả hai) để làm tài khoản đăng nhập.</Trans>
      </p>
      <TextField label={t`Họ và tên`} isRequired autoComplete="name" {...form.bind('name')} />
      <PasswordField label={t`Mật khẩu`} autoComplete="new-password" {...form.bind('password')} />
      <PasswordField
        label={t`Nhập lại mật khẩu`}
        autoComplete="new-password"
        {...form.bind('repeat_password')}
      />
      <TextField label={t`Mã giới thiệu`} autoComplete="off" {...form.bind('referral_code')} />
      <div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            checked={form.values.accept_terms}
            onCheckedChange={(checked) => form.setField('accept_terms', checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
          />
          <p className="text-coffee-800 text-sm">
            <label htmlFor={termsId}>
              <Trans>Tôi đồng ý với điều khoản sử dụng và</Trans>
            </label>{' '}
            <a href={PRIVACY_POLICY_HREF[language]} target="_blank" rel="noopener" className={textLinkClass}>
              <Trans>chính sách bảo mật</Trans>
            </a>
          </p>
        </div>
        {termsError ? (
          <p id={`${termsId}-error`} className="mt-1 text-guava-700 text-sm">
            {termsError}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={marketingId}
          checked={form.values.accept_marketing}
          onCheckedChange={(checked) => form.setField('accept_marketing', checked)}
        />
        <label htmlFor={marketingId} className="text-coffee-800 text-sm">
          <Trans>Tôi muốn nhận thư tin tức, ưu đãi và nhắc nhở qua email (không bắt buộc)</Trans>
        </label>
      </div>
      <button type="submit" disabled={signup.isPending} className={primaryButtonClass}>
        {signup.isPending ? t`Đang tạo tài khoản…` : t`Đăng ký`}
      </button>
    </form>
  );
}
