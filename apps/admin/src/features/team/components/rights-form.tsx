import { Trans, useLingui } from '@lingui/react/macro';
import { type ConsoleArea, GRANTABLE_AREAS, staffRightsSchema, type TeamMember } from '@shop/domain/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

/**
 * A staff member's rights: a checkbox per grantable area, saved together (the server records the
 * change in the version history with the owner as author). Settings, staff and backup are not
 * offered: they are the owner's alone (decision 029).
 */
export function RightsForm({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const { name } = member;
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const labels: Partial<Record<ConsoleArea, string>> = {
    customers: t({ message: 'Khách hàng', context: 'customers page' }),
    messages: t`Tin nhắn`,
    catalogue: t`Sản phẩm và kho`,
    promotions: t`Khuyến mãi`,
    content: t`Nội dung`,
    schedules: t`Lịch tự động`,
    refund: t`Hoàn tiền cho khách`,
  };
  const save = useMutation({
    mutationFn: async (areas: ConsoleArea[]) => (await getConsoleApi()).setStaffRights(member._id, areas),
    onSuccess: (reply) => {
      setSaved(reply.message);
      void queryClient.invalidateQueries({ queryKey: ['team'] });
      void invalidateItemHistory(queryClient, 'staff_rights', member._id);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved('');
    const form = readForm(staffRightsSchema, { areas: new FormData(event.currentTarget).getAll('areas') });
    if (!form.ok) {
      const code = form.errors.areas ?? '';
      setError(codeText(code, locale) ?? code);
      return;
    }
    setError(undefined);
    save.mutate(form.value.areas);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 rounded-lg bg-coffee-50 p-3">
      <fieldset>
        <legend className="font-semibold text-sm">
          <Trans>Quyền của {name}</Trans>
        </legend>
        <p className="mt-1 text-coffee-700 text-sm">
          <Trans>Đơn hàng và tổng quan luôn mở; cài đặt, nhân sự và sao lưu chỉ dành cho chủ cửa hàng.</Trans>
        </p>
        <p className="mt-1 text-coffee-700 text-sm">
          <Trans>Quyền hoàn tiền chỉ có khi chủ cửa hàng cấp.</Trans>
        </p>
        <div className="mt-2 grid grid-cols-2 gap-x-4 lg:grid-cols-3">
          {GRANTABLE_AREAS.map((area) => (
            <label key={area} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="areas"
                value={area}
                defaultChecked={member.areas.includes(area)}
                className="size-5 accent-leaf-700"
              />
              {labels[area] ?? area}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          <Trans>Lưu quyền</Trans>
        </Button>
        <p role="status" className="font-semibold text-leaf-800 text-sm">
          {saved}
        </p>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {save.error ? <Alert>{errorText(save.error, locale, t`Không lưu được quyền`)}</Alert> : null}
      <details className="mt-2" onToggle={(event) => setShowHistory(event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-sm">
          <Trans>Lịch sử thay đổi quyền</Trans>
        </summary>
        {showHistory ? (
          <ItemTimeline
            collection="staff_rights"
            id={member._id}
            labels={{ areas: t`Quyền`, name: t`Tên` }}
          />
        ) : null}
      </details>
    </form>
  );
}
