import { Trans, useLingui } from '@lingui/react/macro';
import { type CompanyForm, companyFormSchema } from '@shop/domain/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { companyQuery } from '@/lib/company';
import { Card } from '@/ui/card';
import { settingsQueries } from '../api/settings-queries';
import { LogoCard } from './logo-card';
import { type FieldSpec, SettingForm } from './setting-form';
import { Pending } from '@/ui/loading';

/**
 * The company as the shop's footer and contact page show it: names and addresses in both
 * languages, e-mail, phone, social links and the business registration (two records, SPEC §3).
 */
export function CompanyTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const company = useQuery(settingsQueries.company());
  const fields: FieldSpec[] = [
    { name: 'brand_name', label: t`Tên thương hiệu (đầu trang và tiêu đề trang)`, wide: true },
    { name: 'name', label: t`Tên công ty (tiếng Việt)`, wide: true, autoComplete: 'organization' },
    { name: 'name_en', label: t`Tên công ty (tiếng Anh)`, wide: true },
    { name: 'address', label: t`Địa chỉ (tiếng Việt)`, wide: true },
    { name: 'address_en', label: t`Địa chỉ (tiếng Anh)`, wide: true },
    { name: 'phone', label: t`Điện thoại`, type: 'tel' },
    { name: 'email', label: t`E-mail`, type: 'email' },
    { name: 'facebook', label: 'Facebook', type: 'url' },
    { name: 'instagram', label: 'Instagram', type: 'url' },
    { name: 'youtube', label: 'YouTube', type: 'url' },
    { name: 'so_dkkd', label: t`Mã số doanh nghiệp` },
    { name: 'dang_ky_text', label: t`Dòng đăng ký kinh doanh (tiếng Việt)`, wide: true },
    { name: 'dang_ky_text_en', label: t`Dòng đăng ký kinh doanh (tiếng Anh)`, wide: true },
    {
      name: 'badge_url',
      label: t`Liên kết biểu tượng "Đã thông báo Bộ Công Thương"`,
      type: 'url',
      wide: true,
    },
  ];
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  if (company.error || !company.data)
    return (
      <Pending query={company} failed={t`Không tải được thông tin công ty`} compact>
        {t`Đang tải…`}
      </Pending>
    );
  const { info_id, contact_id } = company.data;
  const save = async (form: CompanyForm) => {
    const reply = await (await getConsoleApi()).saveCompany(form);
    queryClient.setQueryData(settingsQueries.company().queryKey, reply);
    await Promise.all([
      // The frame's brand (and printouts' seller) follow the saved record at once.
      queryClient.invalidateQueries({ queryKey: companyQuery().queryKey }),
      invalidateItemHistory(queryClient, 'app', info_id),
      invalidateItemHistory(queryClient, 'app', contact_id),
    ]);
    return reply;
  };
  return (
    <div className="flex flex-col gap-4">
      <Card title={<Trans>Thông tin công ty</Trans>}>
        <p className="mb-4 text-coffee-700 text-sm">
          <Trans>Hiện ở chân trang và trang liên hệ của cửa hàng ngay sau khi lưu.</Trans>
        </p>
        {/* Keyed by the logo: a logo saved by its card is not put back by this form's next save. */}
        <SettingForm
          key={company.data.company.logo}
          schema={companyFormSchema}
          fields={fields}
          initial={{ ...company.data.company }}
          save={save}
        />
      </Card>
      <LogoCard company={company.data.company} save={save} />
      <ItemTimeline collection="app" id={info_id} labels={{ ...labels, logo: 'Logo' }} />
      <ItemTimeline collection="app" id={contact_id} labels={labels} />
    </div>
  );
}
