import { Trans, useLingui } from '@lingui/react/macro';
import { ownerSetupSchema } from '@shop/domain/console';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { useSessionStore } from '@/stores/session-store';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { AuthCard, LinkFormEnd } from './auth-card';

/** "Create the owner account", opened from the one-time link of the start log. */
export function SetupPage({ token }: { token: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const status = useQuery({
    queryKey: ['console', 'setup'],
    queryFn: async () => (await getConsoleApi()).setupStatus(),
  });
  const setup = useMutation({
    mutationFn: async (body: Parameters<Awaited<ReturnType<typeof getConsoleApi>>['setupOwner']>[0]) =>
      (await getConsoleApi()).setupOwner(body),
    onSuccess: (reply) => {
      useSessionStore.setState({ token: reply.token, user: reply.user });
      void navigate({ to: '/orders' });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readForm(ownerSetupSchema, {
      ...Object.fromEntries(new FormData(event.currentTarget)),
      token,
    });
    setErrors(form.ok ? {} : form.errors);
    if (form.ok) setup.mutate(form.value);
  };
  const say = (code: string | undefined) => (code ? (codeText(code, locale) ?? code) : undefined);
  if (status.isPending)
    return (
      <AuthCard title={t`Tạo tài khoản chủ cửa hàng`}>
        <p role="status" className="text-coffee-700">
          <Trans>Đang kiểm tra…</Trans>
        </p>
      </AuthCard>
    );
  if (status.data && !status.data.needed)
    return (
      <AuthCard title={t`Tạo tài khoản chủ cửa hàng`}>
        <Alert>{codeText('SETUP_NOT_NEEDED', locale)}</Alert>
      </AuthCard>
    );
  return (
    <AuthCard title={t`Tạo tài khoản chủ cửa hàng`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t`Họ và tên`} name="name" autoComplete="name" error={say(errors.name)} />
        <Field label={t`Email`} name="email" type="email" autoComplete="email" error={say(errors.email)} />
        <Field
          label={t`Mật khẩu`}
          name="password"
          type="password"
          autoComplete="new-password"
          error={say(errors.password)}
        />
        <LinkFormEnd
          linkError={say(errors.token)}
          error={setup.error}
          failed={t`Không tạo được tài khoản`}
          pending={setup.isPending}
        >
          <Trans>Tạo tài khoản</Trans>
        </LinkFormEnd>
      </form>
    </AuthCard>
  );
}
