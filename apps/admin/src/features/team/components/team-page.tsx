import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';

/** The owner's list of console accounts (owner only; staff see why they cannot). */
export function TeamPage({ isOwner }: { isOwner: boolean }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const team = useQuery({
    queryKey: ['team'],
    queryFn: async () => (await getConsoleApi()).team(),
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
      {team.error ? <Alert>{errorText(team.error, locale, t`Không tải được danh sách`)}</Alert> : null}
      <ul className="divide-y divide-coffee-100 rounded-xl border border-coffee-100 bg-white">
        {(team.data ?? []).map((member) => (
          <li key={member._id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
            <span>
              <span className="block font-semibold">{member.name}</span>
              <span className="block text-coffee-700 text-sm">{member.email}</span>
            </span>
            <span className="text-sm">{member.role === 'owner' ? t`Chủ cửa hàng` : t`Nhân viên`}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
