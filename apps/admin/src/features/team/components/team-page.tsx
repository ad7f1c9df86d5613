import { Trans, useLingui } from '@lingui/react/macro';
import { inviteStaffSchema, type TeamMember } from '@shop/domain/console';
import { formatDate } from '@shop/domain/primitives';
import { RightsForm } from './rights-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';

const teamKey = ['team'] as const;

/** The owner's team: the console accounts, pending invitations, inviting and revoking (owner only). */
export function TeamPage({ isOwner }: { isOwner: boolean }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const team = useQuery({
    queryKey: [...teamKey, 'members'],
    queryFn: async () => (await getConsoleApi()).team(),
    enabled: isOwner,
  });
  const invitations = useQuery({
    queryKey: [...teamKey, 'invitations'],
    queryFn: async () => (await getConsoleApi()).invitations(),
    enabled: isOwner,
  });
  const title = (
    <PageTitle>
      <Trans>Nhân sự</Trans>
    </PageTitle>
  );
  if (!isOwner)
    return (
      <>
        {title}
        <Alert>
          <Trans>Chỉ chủ cửa hàng mới mở được trang này.</Trans>
        </Alert>
      </>
    );
  return (
    <>
      {title}
      <div className="flex flex-col gap-4">
        <InviteForm />
        <Card title={t`Lời mời đang chờ`}>
          {invitations.error ? (
            <Alert>{errorText(invitations.error, locale, t`Không tải được danh sách`)}</Alert>
          ) : null}
          {invitations.data?.length === 0 ? (
            <p className="text-coffee-700 text-sm">
              <Trans>Không có lời mời nào đang chờ.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-coffee-100" data-testid="invitations">
              {(invitations.data ?? []).map((item) => (
                <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="block break-all font-semibold">{item.email}</span>
                    <span className="block text-coffee-700 text-sm">
                      <Trans>Hết hạn {formatDate(item.expires_at)}</Trans>
                    </span>
                  </span>
                  <RevokeButton
                    label={t`Thu hồi lời mời`}
                    question={t`Thu hồi lời mời gửi ${item.email}? Liên kết trong thư sẽ không dùng được nữa.`}
                    run={async () => (await getConsoleApi()).revokeInvitation(item._id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t`Tài khoản quản trị`}>
          {team.error ? <Alert>{errorText(team.error, locale, t`Không tải được danh sách`)}</Alert> : null}
          <ul className="divide-y divide-coffee-100" data-testid="team">
            {(team.data ?? []).map((member) => (
              <MemberRow key={member._id} member={member} />
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  return (
    <li className="py-3" data-testid={`member-${member.email}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold">{member.name}</span>
          <span className="block break-all text-coffee-700 text-sm">{member.email}</span>
        </span>
        <span className="flex items-center gap-3">
          <span className="text-sm">{member.role === 'owner' ? t`Chủ cửa hàng` : t`Nhân viên`}</span>
          {member.role === 'staff' ? (
            <RevokeButton
              label={t`Thu hồi quyền`}
              question={t`Thu hồi quyền nhân viên của ${member.name}? Các phiên đăng nhập của họ kết thúc ngay.`}
              run={async () => (await getConsoleApi()).revokeStaff(member._id)}
            />
          ) : null}
        </span>
      </div>
      {member.role === 'staff' ? <RightsForm member={member} /> : null}
    </li>
  );
}

/** A revoking button that asks first, then refreshes the team. */
function RevokeButton({
  label,
  question,
  run,
}: {
  label: string;
  question: string;
  run: () => Promise<{ message: string }>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <ConfirmAction
      label={label}
      question={question}
      confirmLabel={<Trans>Thu hồi</Trans>}
      failure={t`Không thu hồi được`}
      run={run}
      onDone={() => void queryClient.invalidateQueries({ queryKey: teamKey })}
    />
  );
}

function InviteForm() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState('');
  const invite = useMutation({
    mutationFn: async (email: string) => (await getConsoleApi()).invite(email),
    onSuccess: (reply) => {
      setSent(reply.message);
      void queryClient.invalidateQueries({ queryKey: teamKey });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = readForm(inviteStaffSchema, Object.fromEntries(new FormData(formElement)));
    setSent('');
    if (!form.ok) {
      setError(codeText(form.errors.email ?? '', locale) ?? form.errors.email);
      return;
    }
    setError(undefined);
    invite.mutate(form.value.email, { onSuccess: () => formElement.reset() });
  };
  return (
    <Card title={t`Mời nhân viên`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          label={t`E-mail của nhân viên`}
          name="email"
          type="email"
          autoComplete="off"
          error={error}
          className="w-full sm:max-w-sm"
        />
        <Button type="submit" disabled={invite.isPending}>
          <Trans>Gửi lời mời</Trans>
        </Button>
      </form>
      <p className="mt-2 text-coffee-700 text-sm">
        <Trans>
          Nhân viên mới được dùng mọi mục trừ cài đặt, nhân sự và sao lưu; bạn bớt hoặc thêm quyền của từng
          người trong danh sách bên dưới.
        </Trans>
      </p>
      {invite.error ? <Alert>{errorText(invite.error, locale, t`Không gửi được lời mời`)}</Alert> : null}
      <p role="status" className="mt-2 font-semibold text-leaf-800 text-sm">
        {sent}
      </p>
    </Card>
  );
}
