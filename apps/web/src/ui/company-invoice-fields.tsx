import { useLingui } from '@lingui/react/macro';
import type { CompanyInvoiceField } from '@shop/domain/invoices';
import { TextField } from './text-field';

/**
 * A company invoice's four fields (decision 065): the company's name, tax code, address and the
 * e-mail the invoice goes to, each with its message; at checkout and in the address book.
 */
export function CompanyInvoiceFields({
  values,
  errors,
  onChange,
}: {
  values: Readonly<Record<CompanyInvoiceField, string>>;
  errors: Partial<Record<CompanyInvoiceField, string>>;
  onChange: (values: Record<CompanyInvoiceField, string>) => void;
}) {
  const { t } = useLingui();
  const field = (name: CompanyInvoiceField) => ({
    name,
    value: values[name],
    error: errors[name],
    isRequired: true,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <TextField label={t`Tên công ty`} autoComplete="organization" {...field('ten_cong_ty')} />
      </div>
      <TextField label={t`Mã số thuế`} inputMode="numeric" autoComplete="off" {...field('ma_so_thue')} />
      <TextField
        label={t`Email nhận hóa đơn`}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email_hoa_don')}
      />
      <div className="md:col-span-2">
        <TextField label={t`Địa chỉ công ty`} {...field('dia_chi_cong_ty')} />
      </div>
    </div>
  );
}
