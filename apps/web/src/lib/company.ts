import { PICTURE_PATH } from '@shop/domain/catalogue';
import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import { queryOptions } from '@tanstack/react-query';
import type { Language } from './language';
import { fetchAppRecord } from './provider';

/** The company as the footer and the contact page show it, in one language. */
export type CompanyDetails = {
  name: string;
  address?: string;
  email?: string;
  phone?: string;
  facebook?: string;
  instagram?: string;
  youtube?: string;
  /** The government business-registration badge (SPEC §2 Footer). */
  registration?: { text?: string; badgeUrl?: string; code?: string };
};

type Raw = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function record(value: unknown): Raw | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : undefined;
}

/** Only web links reach an href: anything else in the record is dropped. */
function webLink(value: unknown): string | undefined {
  const link = text(value);
  return link && /^https?:\/\//i.test(link) ? link : undefined;
}

/** The shop's brand in an app record (decision 026 addendum); the default while it has none. */
export function brandNameOf(raw: unknown): string {
  return text(record(raw)?.brand_name) ?? DEFAULT_BRAND_NAME;
}

/**
 * The shop's logo picture in an app record (`logo`, issue 26 item 13): an upload of the file API or
 * one of the shop's images; undefined (the default mark) while blank or anything else.
 */
export function logoOf(raw: unknown): string | undefined {
  const path = text(record(raw)?.logo);
  return path && PICTURE_PATH.test(path) ? path : undefined;
}

/**
 * Reads the app record in `language`. Phone and facebook live in a separate record (SPEC §3): they
 * are taken from the top level or from a nested `contact`; the registration from `dang_ky_kinh_doanh`. English falls back to Vietnamese where a field has no English text.
 */
export function toCompanyDetails(raw: Raw, language: Language): CompanyDetails {
  const contact = record(raw.contact) ?? record(raw.company_contact) ?? {};
  const registration =
    record(raw.dang_ky_kinh_doanh) ?? record(raw.business_registration) ?? record(raw.businessRegistration);
  const pick = (vi: unknown, en: unknown) => (language === 'en' ? (text(en) ?? text(vi)) : text(vi));
  return {
    name: pick(raw.name, raw.name_en) ?? '',
    address: pick(raw.address, raw.address_en),
    email: text(raw.email),
    phone: text(raw.phone) ?? text(contact.phone),
    facebook: webLink(raw.facebook) ?? webLink(contact.facebook),
    instagram: webLink(raw.instagram),
    youtube: webLink(raw.youtube),
    registration: registration && {
      text: pick(registration.text, registration.text_en),
      badgeUrl: webLink(registration.badge_url),
      code: text(registration.so_dkkd),
    },
  };
}

/** Query factory of the company record; the language is applied by `select`, one fetch serves both. */
export const companyQueries = {
  all: () => ['company'] as const,
  info: () => queryOptions({ queryKey: [...companyQueries.all(), 'info'], queryFn: fetchAppRecord }),
};
