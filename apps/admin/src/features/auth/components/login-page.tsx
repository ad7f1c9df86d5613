import { Trans, useLingui } from '@lingui/react/macro';
import { loginFormSchema } from '@shop/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { logIn } from '../api/session';
import { AuthCard } from './auth-card';

/** Console login: the shop's accounts (same limits and lockout); only owners and staff stay in. */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useMutation({
    mutationFn: (form: { username: string; password: string }) => logIn(form.username, form.password),
    onSuccess: () => navigate({ to: redirect?.startsWith('/') ? redirect : '/orders' }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const form = readForm(loginFormSchema(locale), values);
    setErrors(form.ok ? {} : form.errors);
    if (form.ok) login.mutate(form.value);
  };
  return (
    <AuthCard title={t`Đăng nhập trang quản trị`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label={t`Email hoặc số điện thoại`}
          name="username"
          autoComplete="username"
          error={errors.username}
        />
        <Field
          label={t`Mật khẩu`}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        {login.error ? (
          <Alert>{errorText(login.error, locale, t`Không đăng nhập được, vui lòng thử lại`)}</Alert>
        ) : null}
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? <Trans>Đang đăng nhập…</Trans> : <Trans>Đăng nhập</Trans>}
        </Button>
      </form>
    </AuthCard>
  );
}
