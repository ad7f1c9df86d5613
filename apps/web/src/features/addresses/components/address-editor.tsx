import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressInput, AddressReply } from '@shop/api-client';
import { type CompanyInvoiceField, checkCompanyInvoiceForm, readCompanyInvoice } from '@shop/domain/invoices';
import { type FormEvent, useState } from 'react';
import { ChoiceRow } from '@/ui/choice-row';
import { CompanyInvoiceFields } from '@/ui/company-invoice-fields';
import { useLanguageStore } from '@/stores/language-store';
import { AddressFields, useProvinceDistricts } from '@/ui/address-form/address-fields';
import { focusFirstInvalid } from '@/ui/address-form/focus-first-invalid';
import {
  type AddressErrors,
  type AddressValues,
  addressValuesOf,
  validateAddressBookForm,
} from '@/ui/address-form/address-values';

type AddressEditorProps = {
  /** The address being edited; a new one when absent. */
  address?: AddressReply | undefined;
  isSaving: boolean;
  onSave: (address: AddressInput) => void;
  onCancel: () => void;
};

type InvoiceValues = Record<CompanyInvoiceField, string>;
const NO_INVOICE: InvoiceValues = { ten_cong_ty: '', ma_so_thue: '', dia_chi_cong_ty: '', email_hoa_don: '' };

/**
 * Adds or edits one address of the book, with the rules and messages of SPEC §5, and the company
 * invoice details kept with it (decision 065: checkout saves them and prefills them from here).
 */
export function AddressEditor({ address, isSaving, onSave, onCancel }: AddressEditorProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [values, setValues] = useState<AddressValues>(() => addressValuesOf(address));
  const [isDefault, setIsDefault] = useState(address?.ngam_dinh ?? false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const saved = readCompanyInvoice(address?.hoa_don);
  const [wantsInvoice, setWantsInvoice] = useState(saved !== null && saved.ten_cong_ty !== '');
  const [invoice, setInvoice] = useState<InvoiceValues>(saved ?? NO_INVOICE);
  const [invoiceErrors, setInvoiceErrors] = useState<Partial<InvoiceValues>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const districts = useProvinceDistricts(values.tinh_thanh);
  const options = { locale: language, provinceHasDistricts: districts.length > 0 };

  const change = (next: AddressValues) => {
    setValues(next);
    // After a first attempt, errors follow the typing so the shopper sees a fix land.
    if (isSubmitted) {
      const result = validateAddressBookForm(next, options);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setIsSubmitted(true);
    const result = validateAddressBookForm(values, options);
    const company = wantsInvoice ? checkCompanyInvoiceForm(invoice, language) : undefined;
    setInvoiceErrors(company && !company.ok ? company.errors : {});
    if (!result.ok || (company && !company.ok)) {
      setErrors(result.ok ? {} : result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    onSave({
      ...(address ? { _id: address._id } : {}),
      ...result.value,
      ngam_dinh: isDefault,
      // Unticked, the details kept with the address go.
      hoa_don: company?.ok ? company.invoice : null,
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={address ? t`Sửa địa chỉ` : t`Thêm địa chỉ mới`}
      className="grid gap-4 rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="font-bold text-coffee-900 text-lg">
        {address ? <Trans>Sửa địa chỉ</Trans> : <Trans>Thêm địa chỉ mới</Trans>}
      </h2>
      <AddressFields values={values} errors={errors} onChange={change} isNameRequired />
      <ChoiceRow checked={isDefault} onChange={setIsDefault}>
        <Trans>Đặt làm địa chỉ mặc định</Trans>
      </ChoiceRow>
      <fieldset className="grid gap-3">
        <legend className="sr-only">
          <Trans>Hóa đơn công ty</Trans>
        </legend>
        <ChoiceRow checked={wantsInvoice} onChange={setWantsInvoice}>
          <Trans>Xuất hóa đơn GTGT cho công ty</Trans>
        </ChoiceRow>
        {wantsInvoice ? (
          <CompanyInvoiceFields
            values={invoice}
            errors={invoiceErrors}
            onChange={(next) => {
              setInvoice(next);
              if (isSubmitted) {
                const checked = checkCompanyInvoiceForm(next, language);
                setInvoiceErrors(checked.ok ? {} : checked.errors);
              }
            }}
          />
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full border border-coffee-200 px-6 font-semibold text-coffee-800 hover:bg-coffee-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
        >
          <Trans>Huỷ</Trans>
        </button>
        <button
          type="submit"
          disabled={isSaving}
          className="min-h-11 rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {isSaving ? <Trans>Đang lưu…</Trans> : <Trans>Lưu địa chỉ</Trans>}
        </button>
      </div>
    </form>
  );
}
