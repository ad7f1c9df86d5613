import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanyForm, CompanyReply } from '@shop/domain/console';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PictureField } from '@/ui/picture-field';

/**
 * The shop's logo picture (issue 26 item 13): uploaded as the console's other pictures are
 * (PictureField: the file API, pictures only, at most 5 MB) and saved into the company record at
 * once; the shop's header, the console's frame and the Organization's logo show it. Removing it
 * gives the default mark back.
 */
export function LogoCard({
  company,
  save,
}: {
  company: CompanyForm;
  save: (form: CompanyForm) => Promise<CompanyReply>;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const change = useMutation({ mutationFn: (logo: string) => save({ ...company, logo }) });
  return (
    <Card title={<Trans>Logo</Trans>}>
      {company.logo ? null : (
        <p className="mb-3 text-coffee-700 text-sm">
          <Trans>Chưa có logo: cửa hàng dùng biểu tượng mặc định.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <PictureField
          label={company.logo ? t`Đổi logo` : t`Tải logo lên`}
          value={company.logo}
          group="app"
          currentAlt={t`Logo của cửa hàng`}
          onChange={(link) => change.mutate(link)}
        />
        {company.logo ? (
          <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate('')}>
            <Trans>Bỏ logo</Trans>
          </Button>
        ) : null}
      </div>
      {change.isPending ? (
        <p role="status" className="mt-2 text-coffee-700 text-sm">
          <Trans>Đang lưu logo…</Trans>
        </p>
      ) : null}
      {change.error ? <Alert>{errorText(change.error, locale, t`Không lưu được logo`)}</Alert> : null}
    </Card>
  );
}
