import { Trans } from '@lingui/react/macro';
import { CompanyInvoiceFields } from '@/ui/company-invoice-fields';
import type { CompanyInvoiceErrors, CompanyInvoiceValues } from '../lib/company-invoice';
import { CheckoutSection } from './checkout-section';
import { memo } from 'react';

/**
 * The company invoice offered at checkout (decision 065): unticked by default; ticked, the
 * company's name, tax code, address and the e-mail the invoice goes to, checked with the domain's
 * rules on confirming, kept with the address saved to the book.
 */
function CompanyInvoiceSectionBody({
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
        <div className="mt-3">
          <CompanyInvoiceFields values={values} errors={errors} onChange={onChange} />
        </div>
      ) : null}
    </CheckoutSection>
  );
}

// Memoised: the checkout form renders again at each new total of the draft, these only when their
// own props change (issue 28).
export const CompanyInvoiceSection = memo(CompanyInvoiceSectionBody);
