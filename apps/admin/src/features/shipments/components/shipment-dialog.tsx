import { Trans, useLingui } from '@lingui/react/macro';
import { createShipmentsSchema, type PickOption, type RequiredNote } from '@shop/domain/carriers';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Field, SelectField, TextAreaField } from '@/ui/field';
import { showToast } from '@/ui/toast';
import { ghnStationsQuery, useRequestShipments } from '../api/shipment-queries';

/**
 * Creating the shipments of one or many confirmed orders (decision 058): pick-up or drop-off (for
 * GHN's parcels, at one of GHN's stations near the shop, chosen here), what the buyer may do before
 * paying, a note, a declared value (blank: the goods'). The COD is the amount each order still
 * owes, set by the server. The carriers are called by the job queue.
 */
export function ShipmentDialog({ orderIds, onClose }: { orderIds: readonly string[]; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const mutation = useRequestShipments();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<string[]>([]);
  const [pickOption, setPickOption] = useState<PickOption>('pickup');
  const stations = useQuery({ ...ghnStationsQuery(), enabled: pickOption === 'dropoff' });
  const pickOptions: { value: PickOption; label: string }[] = [
    { value: 'pickup', label: t`Đơn vị vận chuyển đến lấy hàng` },
    { value: 'dropoff', label: t`Cửa hàng gửi tại bưu cục` },
  ];
  const notes: { value: RequiredNote; label: string }[] = [
    { value: 'CHOXEMHANGKHONGTHU', label: t`Cho xem hàng, không cho thử` },
    { value: 'CHOTHUHANG', label: t`Cho thử hàng` },
    { value: 'KHONGCHOXEMHANG', label: t`Không cho xem hàng` },
  ];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const value = (values.declared_value ?? '').replace(/[^\d]/g, '');
    const read = readForm(createShipmentsSchema, {
      ids: [...orderIds],
      pick_option: values.pick_option,
      required_note: values.required_note,
      note: values.note,
      ...(value === '' ? {} : { declared_value: Number(value) }),
      ...(pickOption === 'dropoff' && values.pick_station_id
        ? { pick_station_id: Number(values.pick_station_id) }
        : {}),
    });
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    mutation.mutate(read.value, {
      onSuccess: (reply) => {
        showToast(reply.message);
        const refused = reply.results.flatMap((result) =>
          result.ok ? [] : [`${result.so_ct}: ${result.message}`],
        );
        if (refused.length === 0) onClose();
        else setRefusals(refused);
      },
    });
  };
  const say = (field: string) =>
    errors[field] ? (codeText(errors[field], locale) ?? errors[field]) : undefined;
  return (
    <Dialog open title={t`Tạo vận đơn (${orderIds.length} đơn)`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label={t`Giao hàng cho đơn vị vận chuyển`}
          name="pick_option"
          value={pickOption}
          onChange={(event) => setPickOption(event.currentTarget.value === 'dropoff' ? 'dropoff' : 'pickup')}
          error={say('pick_option')}
          options={pickOptions}
        />
        {pickOption === 'dropoff' ? (
          <SelectField
            label={t`Bưu cục GHN gửi hàng (đơn giao GHN)`}
            name="pick_station_id"
            defaultValue=""
            disabled={stations.isPending}
            hint={
              stations.isPending
                ? t`Đang tải danh sách bưu cục…`
                : stations.data && !stations.data.pickup_mapped
                  ? t`Địa chỉ lấy hàng của cửa hàng chưa có mã GHN: hãy làm mới địa chỉ GHN trong Cài đặt.`
                  : t`Đơn giao GHTK gửi tại bưu cục bất kỳ của GHTK.`
            }
            error={
              say('pick_station_id') ??
              (stations.error
                ? errorText(stations.error, locale, t`Chưa lấy được danh sách bưu cục GHN`)
                : undefined)
            }
            blank={t`Chọn bưu cục`}
            options={(stations.data?.items ?? []).map((station) => ({
              value: String(station.id),
              label:
                station.address && station.address !== station.name
                  ? `${station.name} — ${station.address}`
                  : station.name,
            }))}
          />
        ) : null}
        <SelectField
          label={t`Lưu ý khi giao`}
          name="required_note"
          defaultValue="CHOXEMHANGKHONGTHU"
          error={say('required_note')}
          options={notes}
        />
        <TextAreaField
          label={t`Ghi chú cho đơn vị vận chuyển`}
          name="note"
          maxLength={500}
          error={say('note')}
        />
        <Field
          label={t`Giá trị khai báo (VND, để trống: tiền hàng)`}
          name="declared_value"
          inputMode="numeric"
          error={say('declared_value')}
        />
        <p className="text-coffee-700 text-sm">
          <Trans>Tiền thu hộ (COD) là số tiền đơn hàng còn phải trả.</Trans>
        </p>
        {say('ids') ? <Alert>{say('ids')}</Alert> : null}
        {refusals.length > 0 ? (
          <Alert>
            <ul>
              {refusals.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {mutation.error ? (
          <Alert>{errorText(mutation.error, locale, t`Không thực hiện được, vui lòng thử lại`)}</Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Thôi</Trans>
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            <Trans>Tạo vận đơn</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
