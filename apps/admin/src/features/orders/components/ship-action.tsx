import { useLingui } from '@lingui/react/macro';
import { type ShipOrderBody, shipOrderSchema } from '@shop/domain/console';
import { useQuery } from '@tanstack/react-query';
import { readForm } from '@/lib/read-form';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Field, SelectField } from '@/ui/field';
import { orderQueries } from '../api/order-queries';
import { useOrderAction } from '../api/use-order-action';
import { ActionDialog } from './action-dialog';

/**
 * Hands the order to a carrier with its tracking code; the shopper then sees both. The carrier the
 * shopper chose (`chosen`) is offered first, the shop's first carrier only when it has none.
 */
export function ShipAction({
  id,
  chosen,
  title,
  onClose,
}: {
  id: string;
  chosen: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const carriers = useQuery(orderQueries.filters()).data?.carriers ?? [];
  const preset = carriers.some((carrier) => carrier.value === chosen) ? chosen : carriers[0]?.value;
  const mutation = useOrderAction(id, (api, body: ShipOrderBody) => api.shipOrder(id, body));
  return (
    <ActionDialog
      title={title}
      submitLabel={t`Giao cho vận chuyển`}
      onClose={onClose}
      read={(values) => readForm(shipOrderSchema, values)}
      mutation={mutation}
      fields={(errors) => (
        <>
          <SelectField
            // A select takes its default once: drawn again when the carriers arrive.
            key={preset}
            label={t`Đơn vị vận chuyển`}
            name="don_vi_vc"
            defaultValue={preset ?? ''}
            options={carriers.map((carrier) => ({
              value: carrier.value,
              label: localized(carrier.ten, carrier.ten_eng, locale),
            }))}
          />
          {errors.don_vi_vc ? <p className="text-guava-700 text-sm">{errors.don_vi_vc}</p> : null}
          <Field label={t`Mã vận đơn`} name="ma_van_don" autoComplete="off" error={errors.ma_van_don} />
        </>
      )}
    />
  );
}
