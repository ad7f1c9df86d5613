import * as v from 'valibot';
import type { Locale } from '../primitives/locale.js';
import type { MessageCode } from '../messages/messages.js';
import { EMAIL_PATTERN } from '../orders/order-confirmation.js';
import { checkTaxCode } from './tax-code.js';
import { type CompanyInvoiceWrite, companyInvoiceWriteSchema } from './company-invoice-write.js';
import { atMost, optionalTrimmedText, requiredText, TEXT_MAX, textOf } from '../primitives/common-schemas.js';

/** The fields of a company invoice, as an order (so1.hoa_don) and an address keep them. */
export const COMPANY_INVOICE_FIELDS = [
  'ten_cong_ty',
  'ma_so_thue',
  'dia_chi_cong_ty',
  'email_hoa_don',
] as const;
export type CompanyInvoiceField = (typeof COMPANY_INVOICE_FIELDS)[number];

/** Whether a key (a form issue's path) names a company-invoice field. */
export function isCompanyInvoiceField(value: unknown): value is CompanyInvoiceField {
  return (COMPANY_INVOICE_FIELDS as readonly unknown[]).includes(value);
}

/** The longest company name an invoice keeps (an invoice's buyer name; not in the spec). */
export const COMPANY_NAME_MAX = 200;

/**
 * A company invoice asked at checkout (decision 065): the company's name, its tax code checked by
 * {@link checkTaxCode} and written in its standard form, its address and the e-mail the invoice
 * goes to, all required and trimmed; messages in `locale`.
 */
export function companyInvoiceFormSchema(locale: Locale = 'vi') {
  return companyInvoiceSchemaWith(textOf(locale), locale);
}

/**
 * The same rules with each issue's message the code itself (the server refuses with it:
 * `appError(issue.message)`).
 */
export function companyInvoiceCodeSchema() {
  return companyInvoiceSchemaWith((code) => code, 'vi');
}

function companyInvoiceSchemaWith(t: (code: MessageCode) => string, locale: Locale) {
  return v.object({
    ten_cong_ty: v.pipe(requiredText(t('COMPANY_NAME_REQUIRED')), atMost(COMPANY_NAME_MAX, locale)),
    ma_so_thue: v.pipe(
      optionalTrimmedText,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const decision = checkTaxCode(dataset.value);
        if (decision.ok) return decision.taxCode;
        addIssue({ message: t(decision.code) });
        return NEVER;
      }),
    ),
    dia_chi_cong_ty: v.pipe(
      requiredText(t('COMPANY_ADDRESS_REQUIRED')),
      atMost(TEXT_MAX.address * 2, locale),
    ),
    email_hoa_don: v.pipe(
      requiredText(t('INVOICE_EMAIL_REQUIRED')),
      atMost(TEXT_MAX.email, locale),
      v.check((email) => email === '' || EMAIL_PATTERN.test(email), t('EMAIL_INVALID')),
    ),
  });
}
export type CompanyInvoice = v.InferOutput<ReturnType<typeof companyInvoiceFormSchema>>;

/** Whether a stored value holds a company invoice's four fields (an order's or an address's). */
export function hasCompanyInvoice(value: unknown): value is CompanyInvoice {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return COMPANY_INVOICE_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '');
}

/** A stored company invoice (an address's or an order's hoa_don) read back; null when none or not one. */
export function readCompanyInvoice(value: unknown): CompanyInvoiceWrite {
  const result = v.safeParse(companyInvoiceWriteSchema, value ?? null);
  return result.success ? result.output : null;
}

/**
 * A company-invoice form checked with {@link companyInvoiceFormSchema}: the invoice as the server
 * keeps it, or the first message of each field wrong, in `locale`.
 */
export function checkCompanyInvoiceForm(
  values: Readonly<Record<CompanyInvoiceField, string>>,
  locale: Locale,
):
  | { ok: true; invoice: CompanyInvoice }
  | { ok: false; errors: Partial<Record<CompanyInvoiceField, string>> } {
  const result = v.safeParse(companyInvoiceFormSchema(locale), values);
  if (result.success) return { ok: true, invoice: result.output };
  const errors: Partial<Record<CompanyInvoiceField, string>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (isCompanyInvoiceField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
