import { i18n, type Messages } from '@lingui/core';
import { messages as viMessages } from '@/locales/vi/messages';
import type { Language } from './language';

// Vietnamese, the default and most visitors' language, ships with the code so the first render waits
// for no extra request: in the browser's build its catalog is one object that each module's own
// messages are added to as the module loads (build/split-vi-catalog.ts), and Lingui keeps that
// object, so messages of a chunk loaded later are there before its screens render. English is its
// own chunk, fetched only by those who choose it.
const catalogLoaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  vi: async () => ({ messages: viMessages }),
  en: () => import('@/locales/en/messages'),
};

const loaded = new Set<Language>();

/** Downloads the compiled catalog of `language` into `i18n` (once); does not activate it. */
export async function loadCatalog(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { messages } = await catalogLoaders[language]();
  i18n.load(language, messages);
  loaded.add(language);
}

/** Loads the catalog of `language` if needed and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  i18n.activate(language);
}

export { i18n };
