import { Trans, useLingui } from '@lingui/react/macro';
import { acceptInviteSchema, newStaffAccountIssue } from '@shop/domain/console';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AuthCard, LinkFormEnd } from './auth-card';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { useSessionStore } from '@/stores/session-store';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';

/**
 * "Join the shop's staff", opened from the invitation mail: a new account gives its name and a
 * password; an existing shop account confirms with its password. Then the console opens.
 */
export function InvitePage({ token }: { token: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const info = useQuery({
    queryKey: ['console', 'invite', token],
    queryFn: async () => (await getConsoleApi()).invitation(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: async (body: { token: string; name: string; password: string }) =>
      (await getConsoleApi()).acceptInvitation(body),
    onSuccess: (reply) => {
      useSessionStore.setState({ token: reply.token, user: reply.user });
      void navigate({ to: '/' });
    },
  });
  const say = (code: string | undefined) => (code ? (codeText(code, locale) ?? code) : undefined);
  const title = t`Nhận lời mời làm nhân viên`;
  if (info.isPending)
    return (
      <AuthCard title={title}>
        <p role="status" className="text-coffee-700">
          <Trans>Đang kiểm tra lời mời…</Trans>
        </p>
      </AuthCard>
    );
  if (info.error || !info.data)
    return (
      <AuthCard title={title}>
        <Alert>{errorText(info.error, locale, codeText('INVITE_INVALID', locale) ?? '')}</Alert>
      </AuthCard>
    );
  const { email, has_account: hasAccount } = info.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readForm(acceptInviteSchema, {
      ...Object.fromEntries(new FormData(event.currentTarget)),
      token,
    });
    const issue = form.ok && !hasAccount ? newStaffAccountIssue(form.value) : undefined;
    if (!form.ok) return setErrors(form.errors);
    if (issue) return setErrors(issue === 'NAME_REQUIRED' ? { name: issue } : { password: issue });
    setErrors({});
    accept.mutate(form.value);
  };
  return (
    <AuthCard title={title}>
      <p className="mb-4 text-sm">
        {hasAccount ? (
          <Trans>
            E-mail {email} đã có tài khoản ở cửa hàng. Nhập mật khẩu của tài khoản đó để trở thành nhân viên.
          </Trans>
        ) : (
          <Trans>Tạo tài khoản nhân viên cho e-mail {email}.</Trans>
        )}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {hasAccount ? null : (
          <Field label={t`Họ và tên`} name="name" autoComplete="name" error={say(errors.name)} />
        )}
        <Field
          label={t`Mật khẩu`}
          name="password"
          type="password"
          autoComplete={hasAccount ? 'current-password' : 'new-password'}
          error={say(errors.password)}
        />
        <LinkFormEnd
          linkError={say(errors.token)}
          error={accept.error}
          failed={t`Không nhận được lời mời`}
          pending={accept.isPending}
        >
          <Trans>Nhận lời mời</Trans>
        </LinkFormEnd>
      </form>
    </AuthCard>
  );
}
