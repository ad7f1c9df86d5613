import { type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@shop/domain/primitives';
import { queryOptions } from '@tanstack/react-query';
import { messages as viMessages } from '@/locales/vi/messages';

const catalogs: Record<Locale, () => Promise<Messages>> = {
  vi: async () => viMessages,
  en: async () => (await import('@/locales/en/messages')).messages,
};

/**
 * A Lingui instance of its own for printed documents: a document may be in another language than
 * the console around it (an English invoice printed from a Vietnamese console).
 */
export const documentI18nQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['document-i18n', locale],
    queryFn: async () => {
      const i18n = setupI18n();
      i18n.load(locale, await catalogs[locale]());
      i18n.activate(locale);
      return i18n;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
