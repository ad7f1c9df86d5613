import { Trans, useLingui } from '@lingui/react/macro';
import { loginFormSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import { PasswordField } from '@/ui/text-field';
import { notifyAccount } from '@/ui/toast';
import { logIn } from '../api/login';
import { markLoggedIn } from '../lib/login-reload';
import { serverMessage } from '../lib/server-message';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass, textLinkClass, UsernameField } from './auth-card';

type LoginFormProps = { redirect?: string; account?: string };

/**
 * Login (SPEC §4, §5, §8): e-mail or phone and password. Success keeps the token, sets the update
 * flag and goes on (the page then reloads once, and says 'Đăng nhập thành công'); an unverified
 * account goes to code verification; other failures show the server's message.
 */
export function LoginForm({ redirect, account = '' }: LoginFormProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useAccountForm(loginFormSchema(language), { username: account, password: '' });

  const login = useMutation({
    mutationFn: (input: { username: string; password: string }) => logIn(input.username, input.password),
    onSuccess: (outcome) => {
      if (outcome.kind === 'verify') {
        void notifyAccount(
          'warning',
          messageText('LOGIN_REQUIRES_VERIFY', language, { account: outcome.account }),
        );
        void navigate({
          to: '/xac-thuc',
          search: { account: outcome.account, id: outcome.codeId, redirect },
        });
        return;
      }
      markLoggedIn({ type: 'success', message: messageText('LOGIN_SUCCESS', language) });
      // The server merged a guest's cart into the user's: every list and badge reads again.
      void queryClient.invalidateQueries();
      void navigate({ href: redirect ?? '/' });
    },
    onError: (error) => {
      void notifyAccount('error', serverMessage(error, messageText('LOGIN_FAILED', language)));
    },
  });

  const submit = form.submitTo(login.isPending, login.mutate);

  return (
    <form noValidate onSubmit={submit} aria-label={t`Đăng nhập`} className="space-y-4">
      <UsernameField {...form.bind('username')} />
      <PasswordField label={t`Mật khẩu`} autoComplete="current-password" {...form.bind('password')} />
      <div className="flex justify-end">
        <AppLink href="/quen-mat-khau" className={`${textLinkClass} text-sm`}>
          <Trans>Quên mật khẩu?</Trans>
        </AppLink>
      </div>
      <button type="submit" disabled={login.isPending} className={primaryButtonClass}>
        {login.isPending ? t`Đang đăng nhập…` : t`Đăng nhập`}
      </button>
    </form>
  );
}
