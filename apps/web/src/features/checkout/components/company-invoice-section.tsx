import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanyInvoiceField } from '@shop/domain';
import { TextField } from '@/ui/text-field';
import type { CompanyInvoiceErrors, CompanyInvoiceValues } from '../lib/company-invoice';
import { CheckoutSection } from './checkout-section';

/**
 * The company invoice offered at checkout (decision 065): unticked by default; ticked, the
 * company's name, tax code, address and the e-mail the invoice goes to, checked with the domain's
 * rules on confirming, kept with the address saved to the book.
 */
export function CompanyInvoiceSection({
  isWanted,
  onWanted,
  values,
  errors,
  onChange,
}: {
  isWanted: boolean;
  onWanted: (wanted: boolean) => void;
  values: CompanyInvoiceValues;
  errors: CompanyInvoiceErrors;
  onChange: (values: CompanyInvoiceValues) => void;
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
    <CheckoutSection id="company-invoice-heading" title={<Trans>Hóa đơn công ty</Trans>}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-4 accent-leaf-700"
          checked={isWanted}
          onChange={(event) => onWanted(event.target.checked)}
        />
        <span>
          <Trans>Xuất hóa đơn GTGT cho công ty</Trans>
        </span>
      </label>
      {isWanted ? (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
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
      ) : null}
    </CheckoutSection>
  );
}
