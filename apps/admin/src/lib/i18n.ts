import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@shop/domain/primitives';
import { messages as viMessages } from '@/locales/vi/messages';

// Vietnamese ships with the app; English is fetched when someone picks it.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  vi: async () => ({ messages: viMessages }),
  en: () => import('@/locales/en/messages'),
};

/** Loads the catalog of `locale` (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.messages || i18n.locale !== locale) i18n.load(locale, (await loaders[locale]()).messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
