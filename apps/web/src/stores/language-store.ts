import { create } from 'zustand';
import { activateLanguage, i18n, loadCatalog } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, type Language, persistLanguage } from '@/lib/language';

type LanguageState = {
  language: Language;
  /**
   * Switches the whole UI: loads the catalog, then flips the store, `<html lang>`, local storage
   * and the cookie together, so texts and product names change in the same render. The URL is
   * not touched: the visitor stays on the same path. When clicks overlap, the last one wins.
   */
  setLanguage: (language: Language) => Promise<void>;
};

let latestRequest = 0;

/**
 * The language a page is first rendered in. In a browser, the one the server rendered the page in
 * (`<html lang>`), so hydration renders the same texts; a server render provides its request's
 * (entry-server.tsx), read each time, since one server renders many requests at once.
 */
let firstLanguage = (): Language => {
  const lang = globalThis.document?.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};

/**
 * An address that names its language (`?lang=en`, decision 022) names the new one after a switch,
 * so a reload or a shared link shows what the visitor chose; the path and other parameters stay.
 */
function followInAddress(language: Language): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete(LANGUAGE_PARAM);
  else url.searchParams.set(LANGUAGE_PARAM, language);
  window.history.replaceState(window.history.state, '', url);
}

export function provideServerLanguage(source: () => Language): void {
  firstLanguage = source;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  // A getter: React's server snapshot (getInitialState) and a server render read the request's language.
  get language() {
    return firstLanguage();
  },
  setLanguage: async (language) => {
    const request = ++latestRequest;
    await loadCatalog(language);
    if (request !== latestRequest) return;
    i18n.activate(language);
    persistLanguage(language);
    followInAddress(language);
    document.documentElement.lang = language;
    set({ language });
  },
}));

/**
 * Start-up: activates the language read from storage before the first render, so no component
 * ever reads `window` or local storage while rendering.
 */
export async function initLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  document.documentElement.lang = language;
  useLanguageStore.setState({ language });
}
