import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../text-field';
import { AddressSuggestion } from './address-suggestion';
import {
  type AddressErrors,
  type AddressField,
  type AddressValues,
  applySuggestion,
  changeAddressField,
} from './address-values';
import { SelectField } from './select-field';
import { unitQueries } from './unit-queries';

/** The districts in force in a province; the district is asked for (and required) only then. */
export function useProvinceDistricts(province: string): string[] {
  return useQuery(unitQueries.districts(province)).data ?? [];
}

type AddressFieldsProps = {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (values: AddressValues) => void;
  /** The address book needs a receiver's name; an order does not (SPEC §5). */
  isNameRequired?: boolean;
};

/**
 * The receiver and address fields shared by checkout and the address book: name, phone, e-mail,
 * address line (with a province and ward suggestion), then province, district (only where the
 * province still has districts) and ward, each list loaded from the server's units.
 */
export function AddressFields({ values, errors, onChange, isNameRequired = false }: AddressFieldsProps) {
  const { t } = useLingui();
  const provinces = useQuery(unitQueries.provinces());
  const wards = useQuery(unitQueries.wards(values.tinh_thanh));
  const districts = useProvinceDistricts(values.tinh_thanh);
  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    onChange(changeAddressField(values, field, event.target.value));
  const text = (field: AddressField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: set(field),
  });
  const wardNames = wards.data?.map((ward) => ward.ten) ?? [];

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t`Họ tên người nhận`}
        isRequired={isNameRequired}
        autoComplete="name"
        {...text('ten_nguoi_nhan')}
      />
      <TextField
        label={t`Số điện thoại`}
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...text('sdt_nguoi_nhan')}
      />
      <div className="md:col-span-2">
        <TextField
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...text('email_nguoi_nhan')}
        />
      </div>
      <div className="grid gap-2 md:col-span-2">
        <TextField
          label={t`Địa chỉ (số nhà, đường)`}
          isRequired
          autoComplete="street-address"
          {...text('dia_chi')}
        />
        <AddressSuggestion
          addressLine={values.dia_chi}
          province={values.tinh_thanh}
          ward={values.xa_phuong}
          onApply={(suggestion) => onChange(applySuggestion(values, suggestion))}
        />
      </div>
      <SelectField
        label={t`Tỉnh/Thành phố`}
        isRequired
        placeholder={provinces.isPending ? t`Đang tải…` : t`Chọn tỉnh/thành phố`}
        options={withCurrent(provinces.data?.map((province) => province.ten) ?? [], values.tinh_thanh)}
        {...text('tinh_thanh')}
      />
      {districts.length > 0 ? (
        <SelectField
          label={t`Quận/Huyện`}
          isRequired
          placeholder={t`Chọn quận/huyện`}
          options={withCurrent(districts, values.quan_huyen)}
          {...text('quan_huyen')}
        />
      ) : null}
      <SelectField
        label={t`Phường/Xã`}
        isRequired
        disabled={values.tinh_thanh === ''}
        placeholder={
          values.tinh_thanh === ''
            ? t`Chọn tỉnh/thành phố trước`
            : wards.isPending
              ? t`Đang tải…`
              : t`Chọn phường/xã`
        }
        options={withCurrent(wardNames, values.xa_phuong)}
        {...text('xa_phuong')}
      />
    </div>
  );
}

/** A stored value the list does not hold (older data, list still loading) stays selectable. */
function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}
