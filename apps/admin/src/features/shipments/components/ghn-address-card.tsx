import { Trans, useLingui } from '@lingui/react/macro';
import type { CarrierAddressGapReason, CarrierAddressMapping } from '@shop/domain/carriers';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field, SelectField } from '@/ui/field';
import {
  addressMappingQuery,
  carrierWardsQuery,
  useAssignAddress,
  useRefreshAddresses,
} from '../api/address-queries';

type Gap = CarrierAddressMapping['unmapped'][number];

/**
 * GHN's address mapping (issue 31 "Weights and addresses", decision 066 addendum), in the settings'
 * carriers tab: how many of the shop's wards have GHN's ids, a refresh from GHN's master data (the
 * job queue asks GHN), and the wards that did not map, each assignable by hand to one of GHN's.
 */
export function GhnAddressCard() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const mapping = useQuery(addressMappingQuery());
  const refresh = useRefreshAddresses();
  const data = mapping.data;
  const running = ['pending', 'running'].includes(data?.refresh?.status ?? '');
  return (
    <Card
      title={t`Địa chỉ theo danh mục GHN`}
      aside={
        data?.enabled ? (
          <Button
            variant="secondary"
            disabled={running || refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            {running ? <Trans>Đang làm mới…</Trans> : <Trans>Làm mới từ GHN</Trans>}
          </Button>
        ) : null
      }
    >
      {mapping.error ? (
        <Alert>{errorText(mapping.error, locale, t`Không tải được địa chỉ GHN`)}</Alert>
      ) : null}
      {refresh.error ? <Alert>{errorText(refresh.error, locale, t`Không làm mới được`)}</Alert> : null}
      {data && !data.enabled ? (
        <p className="text-coffee-700 text-sm">
          <Trans>
            GHN chưa được kết nối (GHN_TOKEN, GHN_SHOP_ID): phí vận chuyển theo bảng giá của cửa hàng.
          </Trans>
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm" data-testid="ghn-mapping-summary">
            <Trans>
              {data.mapped} phường, xã đã có mã GHN ({data.manual} gán thủ công), {data.unmapped.length} chưa
              khớp.
            </Trans>{' '}
            {data.refreshed_at ? (
              <span className="text-coffee-700">
                <Trans>Cập nhật lần cuối {formatDateTime(data.refreshed_at)}.</Trans>
              </span>
            ) : null}
          </p>
          {data.refresh?.status === 'failed' ? (
            <Alert>
              <Trans>Lần làm mới gần nhất không thành công: {data.refresh.error ?? ''}</Trans>
            </Alert>
          ) : null}
          {data.unmapped.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2" data-testid="ghn-unmapped">
              {data.unmapped.map((gap) => (
                <GapRow key={`${gap.province}|${gap.ward}`} gap={gap} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

function GapRow({ gap }: { gap: Gap }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState('');
  const wards = useQuery({
    ...carrierWardsQuery(gap.province, query),
    enabled: open && query.trim().length >= 2,
  });
  const assign = useAssignAddress();
  const reasons: Record<CarrierAddressGapReason, string> = {
    'no-former-unit': t`Không có đơn vị cũ trong bảng chuyển đổi`,
    province: t`GHN không có tỉnh cũ`,
    district: t`GHN không có quận, huyện cũ`,
    ward: t`GHN không có phường, xã cũ`,
    locked: t`GHN đang khoá khu vực này`,
  };
  const items = wards.data?.items ?? [];
  const picked = items.find((item) => `${item.district_id}|${item.ward_code}` === choice) ?? items[0];
  return (
    <li className="rounded-lg border border-coffee-100 p-3 text-sm" data-testid="ghn-gap">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {gap.ward}, {gap.province}
          </p>
          <p className="text-coffee-700">
            {reasons[gap.reason]}
            {gap.former ? ` · ${t`trước đây`}: ${gap.former}` : ''}
          </p>
        </div>
        {open ? null : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <Trans>Gán thủ công</Trans>
          </Button>
        )}
      </div>
      {open ? (
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Field
            label={t`Tìm phường, xã hoặc quận của GHN`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SelectField
            label={t`Phường, xã của GHN`}
            value={picked ? `${picked.district_id}|${picked.ward_code}` : ''}
            onChange={(event) => setChoice(event.target.value)}
            disabled={items.length === 0}
          >
            {items.length === 0 ? <option value="">{t`Nhập ít nhất 2 chữ để tìm`}</option> : null}
            {items.map((item) => (
              <option
                key={`${item.district_id}|${item.ward_code}`}
                value={`${item.district_id}|${item.ward_code}`}
              >
                {item.ward}, {item.district}, {item.province}
              </option>
            ))}
          </SelectField>
          {assign.error ? <Alert>{errorText(assign.error, locale, t`Không gán được`)}</Alert> : null}
          <div className="flex gap-2">
            <Button
              disabled={!picked || assign.isPending}
              onClick={() =>
                picked &&
                assign.mutate({
                  province: gap.province,
                  ward: gap.ward,
                  district_id: picked.district_id,
                  ward_code: picked.ward_code,
                })
              }
            >
              <Trans>Gán</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Đóng</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
